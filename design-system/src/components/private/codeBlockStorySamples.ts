/**
 * Story data shared by the CodeBlock and Tabs stories: original snippets with the
 * markup a Prism build step would produce, written by hand.
 */
export interface CodeSample {
  code: string;
  html: string;
  language: string;
}

const p = (text: string) => `<span class="token punctuation">${text}</span>`;
const key = (name: string) => `<span class="token key atrule">${name}</span>${p(':')}`;

export const composeSample: CodeSample = {
  language: 'yaml',
  code: `# Foyer keeps its data in /var/lib/foyer, on your machine
services:
  foyer:
    image: registry.foyer.example/foyer/foyer:4
    restart: unless-stopped
    network_mode: host
    privileged: true
    volumes:
      - /var/lib/foyer:/var/lib/foyer
    environment:
      TZ: Europe/Paris
`,
  html: `<span class="token comment"># Foyer keeps its data in /var/lib/foyer, on your machine</span>
${key('services')}
  ${key('foyer')}
    ${key('image')} registry.foyer.example/foyer/foyer<span class="token punctuation">:</span><span class="token number">4</span>
    ${key('restart')} unless<span class="token punctuation">-</span>stopped
    ${key('network_mode')} host
    ${key('privileged')} <span class="token boolean important">true</span>
    ${key('volumes')}
      ${p('-')} /var/lib/foyer<span class="token punctuation">:</span>/var/lib/foyer
    ${key('environment')}
      ${key('TZ')} Europe/Paris
`,
};

export const curlSample: CodeSample = {
  language: 'bash',
  code: `# List the devices Foyer knows about
curl --silent \\
  --header "Authorization: Bearer $FOYER_TOKEN" \\
  http://foyer.local:8080/api/v1/devices
`,
  html: `<span class="token comment"># List the devices Foyer knows about</span>
<span class="token function">curl</span> <span class="token parameter variable">--silent</span> ${p('\\')}
  <span class="token parameter variable">--header</span> <span class="token string">"Authorization: Bearer <span class="token variable">$FOYER_TOKEN</span>"</span> ${p('\\')}
  http://foyer.local:8080/api/v1/devices
`,
};

export const dockerRunSample: CodeSample = {
  language: 'bash',
  code: `docker run --detach \\
  --name foyer \\
  --network host \\
  --volume /var/lib/foyer:/var/lib/foyer \\
  registry.foyer.example/foyer/foyer:4
`,
  html: `<span class="token function">docker</span> run <span class="token parameter variable">--detach</span> ${p('\\')}
  <span class="token parameter variable">--name</span> foyer ${p('\\')}
  <span class="token parameter variable">--network</span> host ${p('\\')}
  <span class="token parameter variable">--volume</span> /var/lib/foyer:/var/lib/foyer ${p('\\')}
  registry.foyer.example/foyer/foyer:4
`,
};

/**
 * A Compose file being changed: the image pinned to an exact version (line 3
 * removed, line 4 inserted), the time zone pointed at (line 8) and a service added
 * (lines 9 to 12). `code` holds every line shown, removed ones included.
 */
export const composeChangeSample: CodeSample & {
  marks: { highlighted: number[]; inserted: number[]; removed: number[] };
} = {
  language: 'yaml',
  code: `services:
  foyer:
    image: registry.foyer.example/foyer/foyer:4
    image: registry.foyer.example/foyer/foyer:4.58.0
    network_mode: host
    privileged: true
    environment:
      TZ: Europe/Paris
  zigbee2mqtt:
    image: koenkk/zigbee2mqtt
    devices:
      - /dev/serial/by-id/your-zigbee-key:/dev/ttyACM0`,
  html: `${key('services')}
  ${key('foyer')}
    ${key('image')} registry.foyer.example/foyer/foyer${p(':')}<span class="token number">4</span>
    ${key('image')} registry.foyer.example/foyer/foyer${p(':')}<span class="token number">4.58.0</span>
    ${key('network_mode')} host
    ${key('privileged')} <span class="token boolean important">true</span>
    ${key('environment')}
      ${key('TZ')} Europe/Paris
  ${key('zigbee2mqtt')}
    ${key('image')} koenkk/zigbee2mqtt
    ${key('devices')}
      ${p('-')} /dev/serial/by<span class="token punctuation">-</span>id/your<span class="token punctuation">-</span>zigbee<span class="token punctuation">-</span>key${p(':')}/dev/ttyACM0`,
  marks: { highlighted: [8], inserted: [4, 9, 10, 11, 12], removed: [3] },
};

export const codeBlockStoryLabels = {
  en: { copy: 'Copy code', copied: 'Copied', copyFailed: 'Copy failed' },
  fr: { copy: 'Copier le code', copied: 'Copié', copyFailed: 'Échec de la copie' },
};

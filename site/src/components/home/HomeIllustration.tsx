import * as styles from './home.css';

/**
 * A house drawn by hand: a small Foyer box in the middle of the living room,
 * linked by dotted radio lines to a lamp, a window sensor, a thermometer and a
 * phone. Decorative only: the hero's text says everything it shows.
 */
export function HomeIllustration() {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 480 400"
      width="480"
      height="400"
      aria-hidden="true"
      focusable="false"
    >
      {/* Walls and roof */}
      <path className={styles.wall} d="M84 196 Q82 276 86 352 L396 350 Q400 270 396 194 L240 84 Z" />
      <path className={styles.ink} d="M84 196 Q82 276 86 352 M396 194 Q400 270 396 350" />
      <path
        className={styles.roof}
        d="M54 212 Q148 140 240 70 Q334 140 428 210 Q422 218 414 214 Q328 152 240 92 Q152 154 66 218 Q58 220 54 212 Z"
      />
      <path className={styles.ink} d="M54 212 Q148 140 240 70 Q334 140 428 210" />
      <path className={styles.inkThin} d="M66 218 Q152 154 240 92 Q328 152 414 214" />

      {/* Chimney and its smoke */}
      <path className={styles.ink} d="M328 134 L329 86 L360 85 L361 157" />
      <path className={styles.inkMuted} d="M344 72 q-12 -10 -2 -20 t-2 -22 M358 64 q10 -9 2 -18" />

      {/* Ground */}
      <path className={styles.ink} d="M22 354 Q130 348 240 352 T462 350" />
      <path className={styles.inkMuted} d="M40 368 q30 -3 58 1 M300 368 q40 -4 84 0" />

      {/* Door */}
      <path className={styles.roof} d="M212 351 L211 286 Q236 266 262 286 L263 351 Z" />
      <path className={styles.ink} d="M212 351 L211 286 Q236 266 262 286 L263 351" />
      <circle className={styles.accent} cx="252" cy="320" r="3.5" />

      {/* Window with an opening sensor */}
      <path className={styles.glass} d="M108 262 L168 261 L169 314 L109 316 Z" />
      <path
        className={styles.ink}
        d="M108 262 L168 261 L169 314 L109 316 Z M138 262 L139 315 M108 289 L169 288"
      />
      <rect className={styles.accent} x="171" y="276" width="7" height="18" rx="2" />

      {/* Hanging lamp, lit */}
      <circle className={styles.glow} cx="140" cy="222" r="30" />
      <path className={styles.inkThin} d="M140 168 L140 200" />
      <path className={styles.roof} d="M122 222 Q124 206 140 200 Q156 206 158 222 Z" />
      <path className={styles.ink} d="M122 222 Q124 206 140 200 Q156 206 158 222 Z" />
      <path className={styles.inkMuted} d="M118 236 l-7 6 M140 240 l0 9 M162 236 l7 6" />

      {/* Thermometer on the right wall */}
      <path className={styles.ink} d="M344 290 L344 222 Q352 212 360 222 L360 290" />
      <circle className={styles.accent} cx="352" cy="298" r="12" />
      <path className={styles.inkThin} d="M352 298 L352 244" />
      <path className={styles.inkMuted} d="M366 232 l6 0 M366 248 l6 0 M366 264 l6 0" />

      {/* The Foyer box in the middle of the house */}
      <rect className={styles.roof} x="206" y="190" width="68" height="44" rx="9" />
      <path
        className={styles.ink}
        d="M215 190 L265 191 Q274 191 274 200 L273 225 Q273 234 264 234 L215 233 Q206 233 206 224 L207 199 Q207 190 215 190 Z"
      />
      <circle className={styles.accent} cx="222" cy="212" r="5" />
      <path className={styles.inkMuted} d="M236 206 L262 206 M236 218 L254 218" />
      <path className={styles.inkThin} d="M262 190 L266 172" />
      <path className={styles.inkMuted} d="M258 164 q8 -8 16 0 M252 158 q14 -14 28 0" />

      {/* Radio links from the box to every device */}
      <path className={styles.signal} d="M206 206 Q180 204 164 218" />
      <path className={styles.signal} d="M210 234 Q190 262 180 280" />
      <path className={styles.signal} d="M274 214 Q312 220 340 246" />
      <path className={styles.signal} d="M268 234 Q330 360 412 322" />

      {/* A phone, on the same home network */}
      <rect className={styles.wall} x="414" y="268" width="40" height="70" rx="7" />
      <path
        className={styles.ink}
        d="M421 268 L447 268 Q454 268 454 275 L455 331 Q455 338 448 338 L422 339 Q414 339 414 332 L414 275 Q414 268 421 268 Z"
      />
      <rect className={styles.glass} x="420" y="278" width="28" height="44" rx="3" />
      <rect className={styles.accent} x="425" y="286" width="18" height="8" rx="2" />
      <path className={styles.inkMuted} d="M425 302 L443 302 M425 310 L437 310 M430 331 L438 331" />
    </svg>
  );
}

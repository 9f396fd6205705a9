import { type Language } from '../language';

/** The receiver's own words, in the two languages of the site. */
export const mailStrings = {
  en: {
    contactSubject: (visitor: string) => `Contact form: message from ${visitor}`,
    contactLanguage: 'Sent from the English contact page.',
    confirmSubject: 'Confirm your subscription to the Foyer newsletter',
    // No first name: this mail goes to whatever address the sender typed, so it carries
    // no text the sender chose (a name could be "your account is locked: https://…").
    confirmGreeting: 'Hello,',
    confirmBody:
      'Someone, hopefully you, asked to receive the Foyer newsletter at this address. To confirm, open this link and press the button:',
    confirmExpiry:
      'The link works for 7 days. If you did not ask for this, ignore this mail: nothing will be sent.',
    unsubscribeLine: 'Changed your mind? Unsubscribe here:',
    signature: 'The Foyer team',
  },
  fr: {
    contactSubject: (visitor: string) => `Formulaire de contact : message de ${visitor}`,
    contactLanguage: 'Envoyé depuis la page de contact en français.',
    confirmSubject: 'Confirmez votre inscription à la lettre d’information de Foyer',
    confirmGreeting: 'Bonjour,',
    confirmBody:
      'Quelqu’un, sans doute vous, a demandé à recevoir la lettre d’information de Foyer à cette adresse. Pour confirmer, ouvrez ce lien et appuyez sur le bouton :',
    confirmExpiry:
      'Le lien est valable 7 jours. Si vous n’avez rien demandé, ignorez ce message : vous ne recevrez rien.',
    unsubscribeLine: 'Vous avez changé d’avis ? Désinscrivez-vous ici :',
    signature: 'L’équipe Foyer',
  },
} satisfies Record<Language, Record<string, unknown>>;

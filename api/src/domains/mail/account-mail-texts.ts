/**
 * The texts of the account mails (issue 16) in the mail languages (mail-texts.ts picks the language).
 * Kept apart from the order mails' texts: one file per kind of mail a team changes together.
 */
import type { AccountMailPurpose } from './mail-types';
import { mailLanguage } from './mail-texts';

export interface AccountMailText {
  subject(shop: string): string;
  intro: string;
  /** The button; absent for mails without a link. */
  action?: string;
  /** After the button: how long the link works, what to do if it was not you. */
  after: string;
}

type Texts = Record<AccountMailPurpose, AccountMailText> & { footer(shop: string): string };

const en: Texts = {
  'confirm-email': {
    subject: (shop) => `Confirm your e-mail address for ${shop}`,
    intro: 'Thank you for creating an account. Please confirm your e-mail address; then you can log in.',
    action: 'Confirm my e-mail address',
    after: 'The link works for 48 hours. If you did not create an account, ignore this e-mail: nothing happens.',
  },
  'already-registered': {
    subject: (shop) => `Your account at ${shop}`,
    intro: 'Someone tried to create an account with this e-mail address. You have an account already.',
    action: 'Log in',
    after: 'Forgot your password? Choose "Forgot password" on the login page. If it was not you, ignore this e-mail.',
  },
  'password-reset': {
    subject: (shop) => `A new password for ${shop}`,
    intro: 'You asked for a new password. Choose it with the button below.',
    action: 'Choose a new password',
    after: 'The link works for one hour and once only. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  'password-changed': {
    subject: (shop) => `Your password at ${shop} was changed`,
    intro: 'The password of your account was just changed.',
    after: 'If that was not you, choose "Forgot password" on the login page at once and contact our customer service.',
  },
  footer: (shop) => `You receive this e-mail because of your account at ${shop}.`,
};

const de: Texts = {
  'confirm-email': {
    subject: (shop) => `Bestätige deine E-Mail-Adresse für ${shop}`,
    intro: 'Danke, dass du ein Konto angelegt hast. Bitte bestätige deine E-Mail-Adresse; danach kannst du dich anmelden.',
    action: 'E-Mail-Adresse bestätigen',
    after: 'Der Link gilt 48 Stunden. Wenn du kein Konto angelegt hast, ignoriere diese E-Mail: Es passiert nichts.',
  },
  'already-registered': {
    subject: (shop) => `Dein Konto bei ${shop}`,
    intro: 'Jemand wollte mit dieser E-Mail-Adresse ein Konto anlegen. Du hast bereits ein Konto.',
    action: 'Anmelden',
    after: 'Passwort vergessen? Wähle auf der Anmeldeseite „Passwort vergessen“. Wenn du das nicht warst, ignoriere diese E-Mail.',
  },
  'password-reset': {
    subject: (shop) => `Ein neues Passwort für ${shop}`,
    intro: 'Du hast ein neues Passwort angefordert. Wähle es über den Button unten.',
    action: 'Neues Passwort wählen',
    after: 'Der Link gilt eine Stunde und nur einmal. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  },
  'password-changed': {
    subject: (shop) => `Dein Passwort bei ${shop} wurde geändert`,
    intro: 'Das Passwort deines Kontos wurde soeben geändert.',
    after: 'Wenn du das nicht warst, wähle sofort „Passwort vergessen“ auf der Anmeldeseite und melde dich bei unserem Kundenservice.',
  },
  footer: (shop) => `Du erhältst diese E-Mail wegen deines Kontos bei ${shop}.`,
};

const nl: Texts = {
  'confirm-email': {
    subject: (shop) => `Bevestig je e-mailadres voor ${shop}`,
    intro: 'Bedankt voor het aanmaken van een account. Bevestig je e-mailadres; daarna kun je inloggen.',
    action: 'Mijn e-mailadres bevestigen',
    after: 'De link werkt 48 uur. Heb je geen account aangemaakt, negeer deze e-mail dan: er gebeurt niets.',
  },
  'already-registered': {
    subject: (shop) => `Je account bij ${shop}`,
    intro: 'Iemand probeerde met dit e-mailadres een account aan te maken. Je hebt al een account.',
    action: 'Inloggen',
    after: 'Wachtwoord vergeten? Kies "Wachtwoord vergeten" op de inlogpagina. Was jij dit niet, negeer deze e-mail dan.',
  },
  'password-reset': {
    subject: (shop) => `Een nieuw wachtwoord voor ${shop}`,
    intro: 'Je hebt een nieuw wachtwoord aangevraagd. Kies het met de knop hieronder.',
    action: 'Nieuw wachtwoord kiezen',
    after: 'De link werkt een uur en maar één keer. Heb je hem niet aangevraagd, negeer deze e-mail dan: je wachtwoord blijft zoals het is.',
  },
  'password-changed': {
    subject: (shop) => `Je wachtwoord bij ${shop} is gewijzigd`,
    intro: 'Het wachtwoord van je account is zojuist gewijzigd.',
    after: 'Was jij dit niet, kies dan meteen "Wachtwoord vergeten" op de inlogpagina en neem contact op met onze klantenservice.',
  },
  footer: (shop) => `Je ontvangt deze e-mail vanwege je account bij ${shop}.`,
};

const fr: Texts = {
  'confirm-email': {
    subject: (shop) => `Confirmez votre adresse e-mail pour ${shop}`,
    intro: 'Merci d’avoir créé un compte. Veuillez confirmer votre adresse e-mail ; vous pourrez ensuite vous connecter.',
    action: 'Confirmer mon adresse e-mail',
    after: 'Le lien est valable 48 heures. Si vous n’avez pas créé de compte, ignorez cet e-mail : rien ne se passe.',
  },
  'already-registered': {
    subject: (shop) => `Votre compte chez ${shop}`,
    intro: 'Quelqu’un a essayé de créer un compte avec cette adresse e-mail. Vous avez déjà un compte.',
    action: 'Se connecter',
    after: 'Mot de passe oublié ? Choisissez « Mot de passe oublié » sur la page de connexion. Si ce n’était pas vous, ignorez cet e-mail.',
  },
  'password-reset': {
    subject: (shop) => `Un nouveau mot de passe pour ${shop}`,
    intro: 'Vous avez demandé un nouveau mot de passe. Choisissez-le avec le bouton ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    after: 'Le lien est valable une heure et une seule fois. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  'password-changed': {
    subject: (shop) => `Votre mot de passe chez ${shop} a été modifié`,
    intro: 'Le mot de passe de votre compte vient d’être modifié.',
    after: 'Si ce n’était pas vous, choisissez tout de suite « Mot de passe oublié » sur la page de connexion et contactez notre service client.',
  },
  footer: (shop) => `Vous recevez cet e-mail en raison de votre compte chez ${shop}.`,
};

const TEXTS: Record<string, Texts> = { en, de, nl, fr };

export function accountMailTexts(language: string): Texts {
  return TEXTS[mailLanguage(language)] ?? en;
}

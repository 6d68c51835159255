/**
 * The texts of the account mails (issue 16) in the mail languages (mail-texts.ts picks the language).
 * Kept apart from the order mails' texts: one file per kind of mail a team changes together.
 */
import type { AccountMailPurpose } from './mail-types';
import { type MailLanguage, mailLanguage } from './mail-texts';

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

const pl: Texts = {
  'confirm-email': {
    subject: (shop) => `Potwierdź swój adres e-mail w sklepie ${shop}`,
    intro: 'Dziękujemy za założenie konta. Potwierdź swój adres e-mail – potem możesz się zalogować.',
    action: 'Potwierdź adres e-mail',
    after: 'Link jest ważny przez 48 godzin. Jeśli to nie Ty zakładasz konto, zignoruj tę wiadomość – nic się nie stanie.',
  },
  'already-registered': {
    subject: (shop) => `Twoje konto w sklepie ${shop}`,
    intro: 'Ktoś próbował założyć konto przy użyciu tego adresu e-mail. Masz już konto.',
    action: 'Zaloguj się',
    after: 'Nie pamiętasz hasła? Na stronie logowania wybierz „Nie pamiętasz hasła?”. Jeśli to nie Ty, zignoruj tę wiadomość.',
  },
  'password-reset': {
    subject: (shop) => `Nowe hasło do sklepu ${shop}`,
    intro: 'Otrzymaliśmy prośbę o nowe hasło do Twojego konta. Ustaw je za pomocą przycisku poniżej.',
    action: 'Ustaw nowe hasło',
    after: 'Link jest ważny przez godzinę i można go użyć tylko raz. Jeśli to nie Ty prosisz o nowe hasło, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
  },
  'password-changed': {
    subject: (shop) => `Twoje hasło w sklepie ${shop} zostało zmienione`,
    intro: 'Hasło do Twojego konta zostało właśnie zmienione.',
    after: 'Jeśli to nie Ty, od razu wybierz „Nie pamiętasz hasła?” na stronie logowania i skontaktuj się z naszą obsługą klienta.',
  },
  footer: (shop) => `Otrzymujesz tę wiadomość w związku z Twoim kontem w sklepie ${shop}.`,
};

const sv: Texts = {
  'confirm-email': {
    subject: (shop) => `Bekräfta din e-postadress för ${shop}`,
    intro: 'Tack för att du har skapat ett konto. Bekräfta din e-postadress, sedan kan du logga in.',
    action: 'Bekräfta min e-postadress',
    after: 'Länken gäller i 48 timmar. Om du inte har skapat något konto kan du ignorera det här e-postmeddelandet – ingenting händer.',
  },
  'already-registered': {
    subject: (shop) => `Ditt konto hos ${shop}`,
    intro: 'Någon försökte skapa ett konto med den här e-postadressen. Du har redan ett konto.',
    action: 'Logga in',
    after: 'Glömt lösenordet? Välj ”Glömt lösenordet?” på inloggningssidan. Om det inte var du kan du ignorera det här e-postmeddelandet.',
  },
  'password-reset': {
    subject: (shop) => `Ett nytt lösenord för ${shop}`,
    intro: 'Du har bett om ett nytt lösenord. Välj det med knappen nedan.',
    action: 'Välj ett nytt lösenord',
    after: 'Länken gäller i en timme och kan bara användas en gång. Om du inte har bett om den kan du ignorera det här e-postmeddelandet: ditt lösenord förblir oförändrat.',
  },
  'password-changed': {
    subject: (shop) => `Ditt lösenord hos ${shop} har ändrats`,
    intro: 'Lösenordet till ditt konto har just ändrats.',
    after: 'Om det inte var du: välj genast ”Glömt lösenordet?” på inloggningssidan och kontakta vår kundtjänst.',
  },
  footer: (shop) => `Du får det här e-postmeddelandet på grund av ditt konto hos ${shop}.`,
};

const da: Texts = {
  'confirm-email': {
    subject: (shop) => `Bekræft din e-mailadresse til ${shop}`,
    intro: 'Tak, fordi du har oprettet en konto. Bekræft din e-mailadresse – derefter kan du logge ind.',
    action: 'Bekræft min e-mailadresse',
    after: 'Linket virker i 48 timer. Hvis du ikke har oprettet en konto, kan du se bort fra denne e-mail – der sker ikke noget.',
  },
  'already-registered': {
    subject: (shop) => `Din konto hos ${shop}`,
    intro: 'Nogen har forsøgt at oprette en konto med denne e-mailadresse. Du har allerede en konto.',
    action: 'Log ind',
    after: 'Har du glemt din adgangskode? Vælg »Glemt din adgangskode?« på login-siden. Hvis det ikke var dig, kan du se bort fra denne e-mail.',
  },
  'password-reset': {
    subject: (shop) => `En ny adgangskode til ${shop}`,
    intro: 'Du har bedt om en ny adgangskode. Vælg den med knappen herunder.',
    action: 'Vælg en ny adgangskode',
    after: 'Linket virker i én time og kun én gang. Hvis du ikke har bedt om det, kan du se bort fra denne e-mail: din adgangskode forbliver uændret.',
  },
  'password-changed': {
    subject: (shop) => `Din adgangskode hos ${shop} er blevet ændret`,
    intro: 'Adgangskoden til din konto er netop blevet ændret.',
    after: 'Hvis det ikke var dig, skal du straks vælge »Glemt din adgangskode?« på login-siden og kontakte vores kundeservice.',
  },
  footer: (shop) => `Du modtager denne e-mail på grund af din konto hos ${shop}.`,
};

const nb: Texts = {
  'confirm-email': {
    subject: (shop) => `Bekreft e-postadressen din for ${shop}`,
    intro: 'Takk for at du har opprettet en konto. Bekreft e-postadressen din, så kan du logge inn.',
    action: 'Bekreft e-postadressen min',
    after: 'Lenken virker i 48 timer. Hvis du ikke har opprettet en konto, kan du se bort fra denne e-posten – ingenting skjer.',
  },
  'already-registered': {
    subject: (shop) => `Kontoen din hos ${shop}`,
    intro: 'Noen prøvde å opprette en konto med denne e-postadressen. Du har allerede en konto.',
    action: 'Logg inn',
    after: 'Glemt passordet? Velg «Glemt passordet?» på innloggingssiden. Hvis det ikke var deg, kan du se bort fra denne e-posten.',
  },
  'password-reset': {
    subject: (shop) => `Et nytt passord for ${shop}`,
    intro: 'Du har bedt om et nytt passord. Velg det med knappen nedenfor.',
    action: 'Velg nytt passord',
    after: 'Lenken virker i én time og bare én gang. Hvis du ikke har bedt om den, kan du se bort fra denne e-posten: passordet ditt forblir som det er.',
  },
  'password-changed': {
    subject: (shop) => `Passordet ditt hos ${shop} er endret`,
    intro: 'Passordet til kontoen din ble nettopp endret.',
    after: 'Hvis det ikke var deg, må du straks velge «Glemt passordet?» på innloggingssiden og kontakte kundeservice.',
  },
  footer: (shop) => `Du får denne e-posten på grunn av kontoen din hos ${shop}.`,
};

const it: Texts = {
  'confirm-email': {
    subject: (shop) => `Conferma il tuo indirizzo e-mail per ${shop}`,
    intro: 'Grazie per aver creato un account. Conferma il tuo indirizzo e-mail: dopodiché potrai accedere.',
    action: 'Conferma il mio indirizzo e-mail',
    after: 'Il link è valido per 48 ore. Se non hai creato un account, ignora questa e-mail: non succederà nulla.',
  },
  'already-registered': {
    subject: (shop) => `Il tuo account su ${shop}`,
    intro: 'Qualcuno ha provato a creare un account con questo indirizzo e-mail. Hai già un account.',
    action: 'Accedi',
    after: 'Hai dimenticato la password? Scegli «Hai dimenticato la password?» nella pagina di accesso. Se la richiesta non è partita da te, ignora questa e-mail.',
  },
  'password-reset': {
    subject: (shop) => `Una nuova password per ${shop}`,
    intro: 'Hai chiesto una nuova password. Sceglila con il pulsante qui sotto.',
    action: 'Scegli una nuova password',
    after: 'Il link è valido per un’ora e può essere usato una sola volta. Se non l’hai richiesta tu, ignora questa e-mail: la tua password resterà invariata.',
  },
  'password-changed': {
    subject: (shop) => `La password del tuo account su ${shop} è stata modificata`,
    intro: 'La password del tuo account è appena stata modificata.',
    after: 'Se non hai effettuato tu la modifica, scegli subito «Hai dimenticato la password?» nella pagina di accesso e contatta il nostro servizio clienti.',
  },
  footer: (shop) => `Ricevi questa e-mail perché hai un account su ${shop}.`,
};

const es: Texts = {
  'confirm-email': {
    subject: (shop) => `Confirma tu dirección de correo electrónico para ${shop}`,
    intro: 'Gracias por crear una cuenta. Confirma tu dirección de correo electrónico y después podrás iniciar sesión.',
    action: 'Confirmar mi correo electrónico',
    after: 'El enlace es válido durante 48 horas. Si no creaste ninguna cuenta, ignora este correo: no pasará nada.',
  },
  'already-registered': {
    subject: (shop) => `Tu cuenta en ${shop}`,
    intro: 'Alguien intentó crear una cuenta con esta dirección de correo electrónico. Ya tienes una cuenta.',
    action: 'Iniciar sesión',
    after: '¿Olvidaste tu contraseña? Elige “¿Olvidaste tu contraseña?” en la página de inicio de sesión. Si no fuiste tú, ignora este correo.',
  },
  'password-reset': {
    subject: (shop) => `Una nueva contraseña para ${shop}`,
    intro: 'Pediste una nueva contraseña. Elígela con el botón de abajo.',
    action: 'Elegir una nueva contraseña',
    after: 'El enlace es válido durante una hora y solo una vez. Si no la pediste, ignora este correo: tu contraseña seguirá igual.',
  },
  'password-changed': {
    subject: (shop) => `Tu contraseña en ${shop} ha cambiado`,
    intro: 'La contraseña de tu cuenta se acaba de cambiar.',
    after: 'Si no fuiste tú, elige de inmediato “¿Olvidaste tu contraseña?” en la página de inicio de sesión y ponte en contacto con atención al cliente.',
  },
  footer: (shop) => `Recibes este correo electrónico por tu cuenta en ${shop}.`,
};

const pt: Texts = {
  'confirm-email': {
    subject: (shop) => `Confirme o seu endereço de e-mail para ${shop}`,
    intro: 'Obrigado por criar uma conta. Confirme o seu endereço de e-mail; depois já poderá entrar.',
    action: 'Confirmar endereço de e-mail',
    after: 'O link é válido durante 48 horas. Se não criou nenhuma conta, ignore este e-mail: nada acontecerá.',
  },
  'already-registered': {
    subject: (shop) => `A sua conta em ${shop}`,
    intro: 'Alguém tentou criar uma conta com este endereço de e-mail. Já existe uma conta com ele.',
    action: 'Entrar',
    after: 'Esqueceu a senha? Escolha “Esqueceu a senha?” na página de acesso. Se não fez este pedido, ignore este e-mail.',
  },
  'password-reset': {
    subject: (shop) => `Uma nova senha para ${shop}`,
    intro: 'Foi pedida uma nova senha para a sua conta. Escolha-a com o botão abaixo.',
    action: 'Escolher uma nova senha',
    after: 'O link é válido durante uma hora e só pode ser usado uma vez. Se não pediu uma nova senha, ignore este e-mail: a senha atual continua válida.',
  },
  'password-changed': {
    subject: (shop) => `A sua senha em ${shop} foi alterada`,
    intro: 'A senha da sua conta acabou de ser alterada.',
    after: 'Se não reconhece esta alteração, escolha imediatamente “Esqueceu a senha?” na página de acesso e fale com o nosso atendimento ao cliente.',
  },
  footer: (shop) => `Enviamos este e-mail por causa da sua conta em ${shop}.`,
};

const TEXTS: Record<MailLanguage, Texts> = { en, de, nl, fr, pl, sv, da, nb, it, es, pt };

export function accountMailTexts(language: string): Texts {
  return TEXTS[mailLanguage(language)];
}

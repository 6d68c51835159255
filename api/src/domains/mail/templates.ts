/**
 * The mails' entry point, kept for the modules that import it: each mail is a component in
 * mails/ (one file per mail, the shared layout in mails/mail-layout.tsx), rendered to static markup.
 */
export { type MailRenderer, mailRenderers, renderMail } from './mails';

/** The sign-in pages speak the storefront's two languages. */
export type Locale = 'en' | 'fr';

/** The first of `ui_locales` (space separated, `fr-CA` counts as `fr`) this shop speaks; English otherwise. */
export function pageLocale(raw: string | null): Locale {
  for (const tag of (raw ?? '').split(/[\s,]+/)) {
    const lang = tag.toLowerCase().split(/[-_]/)[0];
    if (lang === 'en' || lang === 'fr') return lang;
  }
  return 'en';
}

interface Texts {
  signIn: string;
  intro: string;
  email: string;
  continue: string;
  badEmail: string;
  codeTitle: string;
  codeSent: (email: string) => string;
  code: string;
  submit: string;
  wrongCode: (left: number) => string;
  tooManyAttempts: string;
  expired: string;
  startAgain: string;
  errorTitle: string;
  invalidLink: string;
  invalidLogout: string;
  signedOut: string;
  mailSubject: string;
  mailBody: (code: string) => string;
}

export const TEXTS: Record<Locale, Texts> = {
  en: {
    signIn: 'Sign in',
    intro: 'Enter your email and we will send you a code to sign in.',
    email: 'Email',
    continue: 'Continue',
    badEmail: 'Enter a valid email address.',
    codeTitle: 'Enter code',
    codeSent: (email) => `We sent a 6-digit code to ${email}.`,
    code: '6-digit code',
    submit: 'Submit',
    wrongCode: (left) => `Wrong code. ${left === 1 ? '1 attempt' : `${left} attempts`} left.`,
    tooManyAttempts: 'Too many wrong codes. Start signing in again from the store.',
    expired: 'This sign-in has expired. Start signing in again from the store.',
    startAgain: 'Use a different email',
    errorTitle: 'Sign-in is not available',
    invalidLink: 'This sign-in link is not valid. Go back to the store and try again.',
    invalidLogout: 'This sign-out link is not valid.',
    signedOut: 'You are signed out.',
    mailSubject: 'Your sign-in code',
    mailBody: (code) => `Your code to sign in to PrintCo is ${code}.\n\nIt works once. If you did not ask for it, you can ignore this email.\n`,
  },
  fr: {
    signIn: 'Connexion',
    intro: 'Saisissez votre adresse e-mail : nous vous enverrons un code pour vous connecter.',
    email: 'Adresse e-mail',
    continue: 'Continuer',
    badEmail: 'Saisissez une adresse e-mail valide.',
    codeTitle: 'Saisissez le code',
    codeSent: (email) => `Nous avons envoyé un code à 6 chiffres à ${email}.`,
    code: 'Code à 6 chiffres',
    submit: 'Valider',
    wrongCode: (left) => `Code incorrect. ${left === 1 ? 'Il reste 1 essai' : `Il reste ${left} essais`}.`,
    tooManyAttempts: 'Trop de codes incorrects. Recommencez la connexion depuis la boutique.',
    expired: 'Cette connexion a expiré. Recommencez la connexion depuis la boutique.',
    startAgain: 'Utiliser une autre adresse e-mail',
    errorTitle: 'Connexion impossible',
    invalidLink: 'Ce lien de connexion n’est pas valide. Revenez à la boutique et réessayez.',
    invalidLogout: 'Ce lien de déconnexion n’est pas valide.',
    signedOut: 'Vous êtes déconnecté.',
    mailSubject: 'Votre code de connexion',
    mailBody: (code) => `Votre code pour vous connecter à PrintCo est ${code}.\n\nIl ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail.\n`,
  },
};

/** The invitation e-mail in the invitee's language; the trial line only for a provisioned lead. */
export function invitationEmail(opts: {
  language: string;
  firstname: string;
  restaurantName: string | null;
  link: string;
  validDays: number;
  trialEndsAt: Date | null;
}): { subject: string; text: string } {
  const where = opts.restaurantName ?? 'Tableside';
  if (opts.language === 'fr') {
    const trial = opts.trialEndsAt
      ? `\nVotre essai gratuit de 30 jours se termine le ${opts.trialEndsAt.toLocaleDateString('fr-CA', { dateStyle: 'long', timeZone: 'UTC' })}.\n`
      : '';
    return {
      subject: `Invitation à rejoindre ${where} sur Tableside`,
      text: `Bonjour ${opts.firstname},\n\nUn compte Tableside vous a été créé pour ${where}. Choisissez votre mot de passe avec ce lien (valable ${opts.validDays} jours) :\n\n${opts.link}\n${trial}\nSi vous n’attendiez pas cette invitation, ignorez ce message.\n`,
    };
  }
  const trial = opts.trialEndsAt
    ? `\nYour 30-day free trial ends on ${opts.trialEndsAt.toLocaleDateString('en-CA', { dateStyle: 'long', timeZone: 'UTC' })}.\n`
    : '';
  return {
    subject: `You are invited to ${where} on Tableside`,
    text: `Hello ${opts.firstname},\n\nA Tableside account was created for you at ${where}. Choose your password with this link (valid for ${opts.validDays} days):\n\n${opts.link}\n${trial}\nIf you did not expect this invitation, you can ignore this message.\n`,
  };
}

/** The password reset e-mail in the user's language. */
export function passwordResetEmail(opts: {
  language: string;
  firstname: string;
  link: string;
  validMinutes: number;
}): { subject: string; text: string } {
  if (opts.language === 'fr') {
    return {
      subject: 'Réinitialiser votre mot de passe Tableside',
      text: `Bonjour ${opts.firstname},\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte Tableside. Choisissez-en un nouveau avec ce lien (valable ${opts.validMinutes} minutes, une seule fois) :\n\n${opts.link}\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.\n`,
    };
  }
  return {
    subject: 'Reset your Tableside password',
    text: `Hello ${opts.firstname},\n\nSomeone asked to reset the password of your Tableside account. Choose a new one with this link (valid for ${opts.validMinutes} minutes, once):\n\n${opts.link}\n\nIf you did not ask, you can ignore this message: your password stays the same.\n`,
  };
}

/** Where upgrade requests go; the server's SUPPORT_EMAIL default. */
export const SALES_EMAIL = 'support@tableside.app';

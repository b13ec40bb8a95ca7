// The company's identity (docs/decisions/0048): a Settings value the server reads, never baked into a build.

/** The name shown before an office sets its own and without COMPANY_NAME at the first start. */
export const DEFAULT_COMPANY_NAME = 'BrightStay';

/** The installed staff app's name (the served manifest's `name`). */
export const staffAppName = (company: string) => `${company} Staff`;

/**
 * Where the landing page's contact buttons point: they are links to this fragment, so a tap before the page's
 * script has started (a slow phone) is not lost: the address keeps it, and the page opens the form once it runs.
 */
export const CONTACT_FRAGMENT = '#contact-form';

// The site's ONE email rule, used by the contact, signup and newsletter forms. Public API: isValidEmail(value),
// normalizeEmail(value), EMAIL_MAX_LENGTH.
//
// The rule (a practical subset of RFC 5321/5322 that real mail systems deliver to):
//  - surrounding white space is ignored (pasted addresses often carry it) and removed from the stored value;
//  - exactly one "@", with a local part of 1–64 characters and at most 254 characters in all;
//  - the local part is dot-separated atoms of letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -
//    (so plus-tags work), with no leading, trailing or doubled dot; quoted local parts are not accepted;
//  - the domain has at least two dot-separated labels of 1–63 letters, digits or inner hyphens
//    (so subdomains work), and its last label (the TLD) is 2–63 letters or a punycode "xn--" label
//    (so long TLDs like .photography and internationalised TLDs in punycode work); IP literals are not accepted.
// Non-ASCII addresses must be given in their ASCII (punycode) form.

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_LABEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export const normalizeEmail = (value: string): string => value.trim();

export const isValidEmail = (value: string): boolean => {
  const email = normalizeEmail(value);
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  return (
    at !== -1 &&
    local.length <= LOCAL_MAX_LENGTH &&
    local.split('.').every((atom) => LOCAL_ATOM.test(atom)) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(labels[labels.length - 1] as string)
  );
};

// Form validation: the email rule and the contact, signup and newsletter forms.
export * from './email';
export * from './validateContactForm';

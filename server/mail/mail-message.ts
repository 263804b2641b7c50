/** A rendered mail, ready for the outbox: Spanish text and HTML with the brand (issue 15). */
export interface MailMessage {
  /** what the mail is for: 'activate', 'recover', 'password-changed', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

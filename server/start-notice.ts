/**
 * One line the server logs at start about a setting that decides who may do what (issue 13):
 * each room that owns such a setting says its own (mail, captcha, push), and
 * ./start-notices.ts gathers them.
 */
export interface StartNotice {
  level: 'info' | 'warn';
  message: string;
}

// What other features may use of the order-status notifications (docs/decisions/027, 037).
// the notifications' explanation after an order, loaded when shown
export { PushPromptSlot } from './push-prompt-slot';

import { describe, expect, it } from 'vitest';
import { pushPermissionRead, pushPromptView, type PushPromptSituation } from './push-prompt';

const placed: PushPromptSituation = {
  orderPlaced: true,
  supported: true,
  permission: 'default',
  dismissed: false,
};

describe('pushPromptView (issue 19)', () => {
  it('asks after an order, where pushes work and the browser was not answered', () => {
    expect(pushPromptView(placed)).toBe('ask');
  });

  it('never asks before an order is placed, whatever else holds', () => {
    expect(pushPromptView({ ...placed, orderPlaced: false })).toBe('none');
    expect(pushPromptView({ ...placed, orderPlaced: false, permission: 'denied' })).toBe('none');
  });

  it('never asks where the browser cannot receive pushes', () => {
    expect(pushPromptView({ ...placed, supported: false })).toBe('none');
    expect(pushPromptView({ ...placed, permission: null })).toBe('none');
  });

  it('never asks again after "Ahora no"', () => {
    expect(pushPromptView({ ...placed, dismissed: true })).toBe('none');
  });

  it('does not ask once granted', () => {
    expect(pushPromptView({ ...placed, permission: 'granted' })).toBe('none');
  });

  it('says quietly that the browser blocks them when denied, unless dismissed', () => {
    expect(pushPromptView({ ...placed, permission: 'denied' })).toBe('blocked');
    expect(pushPromptView({ ...placed, permission: 'denied', dismissed: true })).toBe('none');
  });
});

describe('pushPermissionRead', () => {
  it('keeps the three permission values and refuses the rest', () => {
    expect(['default', 'granted', 'denied'].map(pushPermissionRead)).toEqual([
      'default',
      'granted',
      'denied',
    ]);
    expect([undefined, null, 'prompt', 1].map(pushPermissionRead)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

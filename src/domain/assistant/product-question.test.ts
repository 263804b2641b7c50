import { describe, expect, it } from 'vitest';
import { productQuestionError } from './product-question';

describe("the assistant's product question (§2.6)", () => {
  it('asks for at least 3 characters, spaces and accents aside', () => {
    expect(productQuestionError('')).toBe('Debes ingresar al menos 3 caracteres.');
    expect(productQuestionError('ch')).toBe('Debes ingresar al menos 3 caracteres.');
    expect(productQuestionError('  ch  ')).toBe('Debes ingresar al menos 3 caracteres.');
    expect(productQuestionError('chi')).toBeNull();
    expect(productQuestionError('chivona')).toBeNull();
  });
});

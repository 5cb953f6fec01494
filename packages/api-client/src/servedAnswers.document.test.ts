/** @jest-environment jsdom */
import { SERVED_ANSWERS_ELEMENT_ID } from '@portal/contracts';
import { answersInDocument } from './servedAnswers';

describe('answersInDocument', () => {
  const answers = { '/api/public/vip/rules': { language: 'en', data: { levels: ['silver'] } } };

  it("reads the answers from the document's data block, and nothing from a malformed one", () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SERVED_ANSWERS_ELEMENT_ID;
    block.textContent = JSON.stringify(answers);
    document.head.append(block);
    expect(answersInDocument()).toEqual(answers);
    block.textContent = '{"/api/public/vip/rules":{"data":1}}';
    expect(answersInDocument()).toBeUndefined();
    block.textContent = '{';
    expect(answersInDocument()).toBeUndefined();
    block.remove();
    expect(answersInDocument()).toBeUndefined();
  });
});

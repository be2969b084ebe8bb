'use client';
import { useMemo } from 'react';
import { createTranslator, type MessageTree } from '@/lib/i18n/translate';

/** `t(key, values)` over the Compare messages the server passed down (no next-intl in the browser). */
export function useCompareLabels(messages: MessageTree) {
  return useMemo(() => createTranslator({ Compare: messages }, 'Compare'), [messages]);
}

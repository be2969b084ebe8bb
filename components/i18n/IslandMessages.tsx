'use client';
/**
 * Messages for the client islands without an ICU runtime in the browser: the server
 * passes the plain messages of the namespaces the island needs, components read
 * them through `useIslandTranslations(namespace)`.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { IslandMessages as Messages, IslandMessageShapes, IslandNamespace } from '@/lib/i18n/island-messages';
import { createTranslator, type MessageKey, type Translator } from '@/lib/i18n/translate';

const IslandMessagesContext = createContext<Messages | null>(null);

export function IslandMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  return <IslandMessagesContext value={messages}>{children}</IslandMessagesContext>;
}

/** `t(key, values?)` for one island namespace; keys are checked against the English messages. */
export function useIslandTranslations<N extends IslandNamespace>(
  namespace: N,
): Translator<MessageKey<IslandMessageShapes[N]>> {
  const messages = useContext(IslandMessagesContext);
  if (!messages) throw new Error('useIslandTranslations needs an <IslandMessages> provider above it');
  return useMemo(() => createTranslator<IslandMessageShapes[N]>(messages, namespace), [messages, namespace]);
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API the dialog uses. */
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
}
export interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: ArrayLike<RecognitionResult>;
}
export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}
type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition (standard or prefixed), or null where there is none. */
export function speechRecognition(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/**
 * Dictation in Vietnamese: continuous, with interim results shown live; each final piece goes to `onFinal`.
 * `start` answers whether it started (false where unsupported or when the browser refused).
 */
export function useSpeech(onFinal: (text: string) => void, onEnd: () => void) {
  const [supported] = useState(() => speechRecognition() !== null);
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const finalRef = useRef(onFinal);
  const endRef = useRef(onEnd);
  useEffect(() => {
    finalRef.current = onFinal;
    endRef.current = onEnd;
  });

  useEffect(
    () => () => {
      const current = recognition.current;
      recognition.current = null;
      if (current) {
        current.onend = null;
        current.stop();
      }
    },
    [],
  );

  const start = useCallback((): boolean => {
    const Constructor = speechRecognition();
    if (!Constructor) return false;
    try {
      const next = new Constructor();
      next.lang = 'vi-VN';
      next.continuous = true;
      next.interimResults = true;
      next.onresult = (event) => {
        let pending = '';
        for (let index = event.resultIndex; index < event.results.length; index += 1) {
          const result = event.results[index];
          if (!result) continue;
          if (result.isFinal) finalRef.current(result[0].transcript.trim());
          else pending += result[0].transcript;
        }
        setInterim(pending.trim());
      };
      next.onerror = () => undefined;
      next.onend = () => {
        recognition.current = null;
        setListening(false);
        setInterim('');
        endRef.current();
      };
      next.start();
      recognition.current = next;
      setListening(true);
      return true;
    } catch {
      recognition.current = null;
      setListening(false);
      return false;
    }
  }, []);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  return { supported, listening, interim, start, stop };
}

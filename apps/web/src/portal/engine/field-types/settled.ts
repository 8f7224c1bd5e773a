import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 250;

/** The text typed, once the user stops typing for a moment: what a picker searches for. */
export const useSettled = (text: string): string => {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
};

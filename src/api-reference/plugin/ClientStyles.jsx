import React, {useState} from 'react';

/**
 * Client twin of redocusaurus's ServerStyles. The server renders Redoc's light and dark CSS into
 * `.redocusaurus-styles`; rendering an empty div here made React discard the server HTML (hydration
 * errors #418/#423). Keeping the server's markup as-is makes both renders agree.
 */
export function ServerStyles() {
  const [serverCss] = useState(() =>
    typeof document === 'undefined'
      ? ''
      : (document.querySelector('.redocusaurus-styles')?.innerHTML ?? ''),
  );
  return (
    <div
      className="redocusaurus-styles"
      dangerouslySetInnerHTML={{__html: serverCss}}
    />
  );
}

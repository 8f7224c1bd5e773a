import './no-eval';
import { nonceStyleElements, pageNonce, styleAttributesThroughCssom } from './strict-csp';

// Imported first by the portal's entry, before any code that writes styles.
nonceStyleElements(pageNonce());
styleAttributesThroughCssom();

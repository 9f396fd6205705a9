import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@foyer/design-system/styles.css';
import { Button } from '@foyer/design-system';

/**
 * A page that uses one component. The test runner checks that its JavaScript holds
 * Button's code and nothing of the package's other components: the package must
 * tree-shake.
 */
function ButtonOnly() {
  const [presses, setPresses] = useState(0);
  return (
    <main>
      <h1>One button</h1>
      <Button onPress={() => setPresses((count) => count + 1)}>Press me</Button>
      <p role="status">{presses === 0 ? 'Not pressed yet.' : `Pressed ${presses} times.`}</p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('button-only.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ButtonOnly />
  </StrictMode>,
);

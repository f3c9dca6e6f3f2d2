import { configure } from '@testing-library/react';

// The web suites share two cores with everything else on a build machine: give screens time.
configure({ asyncUtilTimeout: 4000 });

export { renderAt } from '@il/ui/testing/render-at';

export const currentLocation = (container: { getByTestId: (id: string) => HTMLElement }) => container.getByTestId('location').textContent;

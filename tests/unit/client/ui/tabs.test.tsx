// @vitest-environment happy-dom
/**
 * A tab panel whose items carry h3s gets an h2 for screen readers, so the dashboards' outline does not
 * jump from the page's h1 to the items' h3 (issue 20 item 7, axe heading-order).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../src/client/components/ui/tabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

describe('TabsContent', () => {
  it('opens the panel with a screen-reader h2 named by `heading`', () => {
    render(
      <Tabs defaultValue="reviews">
        <TabsList aria-label="Your activity">
          <TabsTrigger value="reviews">Recent Reviews</TabsTrigger>
        </TabsList>
        <TabsContent value="reviews" heading="Recent Reviews">
          <h3>Clubhouse Main</h3>
        </TabsContent>
      </Tabs>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Recent Reviews' });
    expect(heading.className).toContain('sr-only');
    expect(screen.getByRole('tabpanel').firstElementChild).toBe(heading);
  });
});

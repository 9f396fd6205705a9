import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { localized } from '../components/private/storyLocale';
import { BreakpointsTable, MediaQueriesTable } from './private/BreakpointTables';
import { ColourSlotsTable, ContrastTable } from './private/ColourTables';
import type { DocsLocale, LocaleProps } from './private/copy';
import { DurationsTable, ReducedMotionTable } from './private/MotionTables';
import { RadiiTable, ShadowsTable } from './private/RadiusTables';
import { LayoutSizesTable, SpaceScaleTable, StackingTable } from './private/SpacingTables';
import {
  FontStacksTable,
  FontWeightsTable,
  LineHeightsTable,
  TypeScaleTable,
} from './private/TypographyTables';

/**
 * The tables of the Foundations pages as stories, so the story runner renders
 * them, checks them with axe in both themes and compares their screenshots.
 */
const meta = {
  title: 'Foundations/Tokens',
  // The Foundations pages are their documentation.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story showing these tables one under the other, in the toolbar's locale. */
function tablesStory(...tables: ComponentType<LocaleProps>[]): Story {
  return {
    render: (_args, { globals }) => {
      const locale = localized<DocsLocale>(globals, { en: 'en', fr: 'fr' });
      return (
        <>
          {tables.map((Table, index) => (
            <Table key={index} locale={locale} />
          ))}
        </>
      );
    },
  };
}

export const Colours = tablesStory(ColourSlotsTable, ContrastTable);

export const Typography = tablesStory(FontStacksTable, TypeScaleTable, FontWeightsTable, LineHeightsTable);

export const Spacing = tablesStory(SpaceScaleTable, LayoutSizesTable, StackingTable);

export const Radii = tablesStory(RadiiTable, ShadowsTable);

export const Breakpoints = tablesStory(BreakpointsTable, MediaQueriesTable);

export const Motion = tablesStory(DurationsTable, ReducedMotionTable);

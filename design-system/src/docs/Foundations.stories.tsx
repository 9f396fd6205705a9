import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../components/private/storyLocale';
import { BreakpointsTable, MediaQueriesTable } from './private/BreakpointTables';
import { ColourSlotsTable, ContrastTable } from './private/ColourTables';
import type { DocsLocale } from './private/copy';
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

function toolbarLocale(globals: Record<string, unknown>): DocsLocale {
  return localized<DocsLocale>(globals, { en: 'en', fr: 'fr' });
}

export const Colours: Story = {
  render: (_args, { globals }) => (
    <>
      <ColourSlotsTable locale={toolbarLocale(globals)} />
      <ContrastTable locale={toolbarLocale(globals)} />
    </>
  ),
};

export const Typography: Story = {
  render: (_args, { globals }) => (
    <>
      <FontStacksTable locale={toolbarLocale(globals)} />
      <TypeScaleTable locale={toolbarLocale(globals)} />
      <FontWeightsTable locale={toolbarLocale(globals)} />
      <LineHeightsTable locale={toolbarLocale(globals)} />
    </>
  ),
};

export const Spacing: Story = {
  render: (_args, { globals }) => (
    <>
      <SpaceScaleTable locale={toolbarLocale(globals)} />
      <LayoutSizesTable locale={toolbarLocale(globals)} />
      <StackingTable locale={toolbarLocale(globals)} />
    </>
  ),
};

export const Radii: Story = {
  render: (_args, { globals }) => (
    <>
      <RadiiTable locale={toolbarLocale(globals)} />
      <ShadowsTable locale={toolbarLocale(globals)} />
    </>
  ),
};

export const Breakpoints: Story = {
  render: (_args, { globals }) => (
    <>
      <BreakpointsTable locale={toolbarLocale(globals)} />
      <MediaQueriesTable locale={toolbarLocale(globals)} />
    </>
  ),
};

export const Motion: Story = {
  render: (_args, { globals }) => (
    <>
      <DurationsTable locale={toolbarLocale(globals)} />
      <ReducedMotionTable locale={toolbarLocale(globals)} />
    </>
  ),
};

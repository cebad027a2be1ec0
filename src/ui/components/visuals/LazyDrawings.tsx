// The product drawings as the pages place them: each mounts when the visitor comes within a viewport of it (the
// home page's near-viewport gate), so its code is no part of a first view on a phone, where the drawings sit far
// below the fold. Until then an empty stand-in of about the drawing's height holds its place, hidden from assistive
// technology (the figure's caption says what will be there); the drawing's words and text alternative travel with
// its code.
import styled from '@emotion/styled';
import { lazy } from 'react';
import { NearViewport } from '../../pages/home/NearViewport';
import { cardSurface } from '../surfaces';

const BuilderFlowDrawing = lazy(() => import('./BuilderFlowDrawing').then((module) => ({ default: module.BuilderFlowDrawing })));
const PortalDrawing = lazy(() => import('./PortalDrawing').then((module) => ({ default: module.PortalDrawing })));

const StandIn = styled('div', { shouldForwardProp: (prop) => prop !== 'height' })<{ readonly height: number }>(({ theme, height }) => ({
  minHeight: height,
  ...cardSurface(theme),
}));

/** The drawings' heights at their usual widths, so mounting them moves little (and only off-screen). */
const BUILDER_HEIGHT_PX = 440;
const PORTAL_HEIGHT_PX = 330;

export const LazyBuilderFlowDrawing = () => (
  <NearViewport placeholder={<StandIn height={BUILDER_HEIGHT_PX} aria-hidden="true" />}>
    <BuilderFlowDrawing />
  </NearViewport>
);

export const LazyPortalDrawing = ({ label }: { readonly label: string }) => (
  <NearViewport placeholder={<StandIn height={PORTAL_HEIGHT_PX} aria-hidden="true" />}>
    <PortalDrawing label={label} />
  </NearViewport>
);

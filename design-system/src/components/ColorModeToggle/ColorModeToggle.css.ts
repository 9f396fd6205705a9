import { style } from '@vanilla-extract/css';
import { layers } from '../../theme/layers.css';

export const icon = style({ '@layer': { [layers.components]: { width: '1.25rem', height: '1.25rem' } } });

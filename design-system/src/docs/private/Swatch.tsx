import { parseColour } from './contrast';
import * as styles from './samples.css';

export interface SwatchProps {
  colour: string;
  /** What a translucent colour is painted over: the theme's own background. */
  backdrop: string;
}

/** A patch of one theme's colour, whichever theme the page itself is in. */
export function Swatch({ colour, backdrop }: SwatchProps) {
  const translucent = parseColour(colour).a < 1;
  const background = translucent ? `linear-gradient(${colour}, ${colour}), ${backdrop}` : colour;
  return <span className={styles.swatch} style={{ background }} />;
}

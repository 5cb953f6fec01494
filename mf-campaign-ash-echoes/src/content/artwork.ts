import dorian2d from '../assets/echomancer-dorian-2d.svg';
import dorian3d from '../assets/echomancer-dorian-3d.svg';
import dorianTicket from '../assets/echomancer-dorian-ticket.svg';
import dorianType from '../assets/echomancer-dorian-type.svg';
import kael2d from '../assets/echomancer-kael-2d.svg';
import kael3d from '../assets/echomancer-kael-3d.svg';
import kaelTicket from '../assets/echomancer-kael-ticket.svg';
import kaelType from '../assets/echomancer-kael-type.svg';
import lyra2d from '../assets/echomancer-lyra-2d.svg';
import lyra3d from '../assets/echomancer-lyra-3d.svg';
import lyraTicket from '../assets/echomancer-lyra-ticket.svg';
import lyraType from '../assets/echomancer-lyra-type.svg';
import mira2d from '../assets/echomancer-mira-2d.svg';
import mira3d from '../assets/echomancer-mira-3d.svg';
import miraTicket from '../assets/echomancer-mira-ticket.svg';
import miraType from '../assets/echomancer-mira-type.svg';
import sera2d from '../assets/echomancer-sera-2d.svg';
import sera3d from '../assets/echomancer-sera-3d.svg';
import seraTicket from '../assets/echomancer-sera-ticket.svg';
import seraType from '../assets/echomancer-sera-type.svg';
import slide1Portrait from '../assets/slide-1-portrait.svg';
import slide1Wide from '../assets/slide-1-wide.svg';
import slide2Portrait from '../assets/slide-2-portrait.svg';
import slide2Wide from '../assets/slide-2-wide.svg';
import slide3Portrait from '../assets/slide-3-portrait.svg';
import slide3Wide from '../assets/slide-3-wide.svg';
import slide4Portrait from '../assets/slide-4-portrait.svg';
import slide4Wide from '../assets/slide-4-wide.svg';
import slide5Portrait from '../assets/slide-5-portrait.svg';
import slide5Wide from '../assets/slide-5-wide.svg';
import emberfall from '../assets/world-emberfall.svg';
import hollowmere from '../assets/world-hollowmere.svg';
import skyreach from '../assets/world-skyreach.svg';

/** The five feature slides (001 §2), each a 980-wide and a 400-wide picture; texts by id. */
export const SLIDES = [
  { id: 'chains', wide: slide1Wide, portrait: slide1Portrait },
  { id: 'bonds', wide: slide2Wide, portrait: slide2Portrait },
  { id: 'islands', wide: slide3Wide, portrait: slide3Portrait },
  { id: 'forge', wide: slide4Wide, portrait: slide4Portrait },
  { id: 'raids', wide: slide5Wide, portrait: slide5Portrait },
] as const;

/** The five Echomancers (001 §2): ticket, type image and the 3D and 2D views; texts by id. */
export const ECHOMANCERS = [
  { id: 'lyra', ticket: lyraTicket, type: lyraType, views: { '3d': lyra3d, '2d': lyra2d } },
  { id: 'kael', ticket: kaelTicket, type: kaelType, views: { '3d': kael3d, '2d': kael2d } },
  { id: 'sera', ticket: seraTicket, type: seraType, views: { '3d': sera3d, '2d': sera2d } },
  { id: 'dorian', ticket: dorianTicket, type: dorianType, views: { '3d': dorian3d, '2d': dorian2d } },
  { id: 'mira', ticket: miraTicket, type: miraType, views: { '3d': mira3d, '2d': mira2d } },
] as const;

export const WORLDS = [
  { id: 'skyreach', image: skyreach },
  { id: 'emberfall', image: emberfall },
  { id: 'hollowmere', image: hollowmere },
] as const;

export const WORLD_IMAGE = { width: 480, height: 270 } as const;

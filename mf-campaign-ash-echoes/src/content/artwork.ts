import dorian2d from '../assets/echomancer-dorian-2d.svg?responsive=character';
import dorian3d from '../assets/echomancer-dorian-3d.svg?responsive=character';
import dorianTicket from '../assets/echomancer-dorian-ticket.svg?responsive=ticket';
import dorianType from '../assets/echomancer-dorian-type.svg?responsive=icon';
import kael2d from '../assets/echomancer-kael-2d.svg?responsive=character';
import kael3d from '../assets/echomancer-kael-3d.svg?responsive=character';
import kaelTicket from '../assets/echomancer-kael-ticket.svg?responsive=ticket';
import kaelType from '../assets/echomancer-kael-type.svg?responsive=icon';
import lyra2d from '../assets/echomancer-lyra-2d.svg?responsive=character';
import lyra3d from '../assets/echomancer-lyra-3d.svg?responsive=character';
import lyraTicket from '../assets/echomancer-lyra-ticket.svg?responsive=ticket';
import lyraType from '../assets/echomancer-lyra-type.svg?responsive=icon';
import mira2d from '../assets/echomancer-mira-2d.svg?responsive=character';
import mira3d from '../assets/echomancer-mira-3d.svg?responsive=character';
import miraTicket from '../assets/echomancer-mira-ticket.svg?responsive=ticket';
import miraType from '../assets/echomancer-mira-type.svg?responsive=icon';
import sera2d from '../assets/echomancer-sera-2d.svg?responsive=character';
import sera3d from '../assets/echomancer-sera-3d.svg?responsive=character';
import seraTicket from '../assets/echomancer-sera-ticket.svg?responsive=ticket';
import seraType from '../assets/echomancer-sera-type.svg?responsive=icon';
import slide1Portrait from '../assets/slide-1-portrait.svg?responsive=slidePortrait';
import slide1Wide from '../assets/slide-1-wide.svg?responsive=slideWide';
import slide2Portrait from '../assets/slide-2-portrait.svg?responsive=slidePortrait';
import slide2Wide from '../assets/slide-2-wide.svg?responsive=slideWide';
import slide3Portrait from '../assets/slide-3-portrait.svg?responsive=slidePortrait';
import slide3Wide from '../assets/slide-3-wide.svg?responsive=slideWide';
import slide4Portrait from '../assets/slide-4-portrait.svg?responsive=slidePortrait';
import slide4Wide from '../assets/slide-4-wide.svg?responsive=slideWide';
import slide5Portrait from '../assets/slide-5-portrait.svg?responsive=slidePortrait';
import slide5Wide from '../assets/slide-5-wide.svg?responsive=slideWide';
import keyArt from '../assets/key-art.svg?responsive=hero';
import emberfall from '../assets/world-emberfall.svg?responsive=card';
import hollowmere from '../assets/world-hollowmere.svg?responsive=card';
import skyreach from '../assets/world-skyreach.svg?responsive=card';

/** The landing's hero: the document preloads it (routes.ts `hero`, the same source and preset). */
export const KEY_ART = keyArt;

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

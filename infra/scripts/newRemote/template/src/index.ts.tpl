// Standalone development page; the async boundary lets shared singletons resolve first.
import('./standalone');

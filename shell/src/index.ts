// Async boundary: shared singletons (React, jotai, i18next…) are negotiated before any app code runs.
import('./bootstrap');

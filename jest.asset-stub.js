// Static assets resolve to their file name under jest; webpack gives real URLs in builds.
module.exports = 'asset-stub';

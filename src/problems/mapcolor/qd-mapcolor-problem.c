/* qd-mapcolor-problem.c — map colouring (statement 000, part 1.2; statement 002, question 2). */
#include "config.h"

#include <glib/gi18n.h>

#include "problems/qd-map.h"
#include "problems/qd-problem.h"
#include "qd-mapcolor-experiment.h"

/* A map's reader has warnings of its own (a neighbour named twice, …). */
QD_FORMAT_FUNCTIONS_WITH_WARNINGS (format, QdMap, qd_map_parse, qd_map_to_string, qd_map_free)

static const QdFormat format = {
  .name = "mapcolor",
  .title = N_("Maps"),
  .untitled = N_("Untitled Map"),
  .patterns = (const char *const[]) { "*.map", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

/* The scaling experiment's shards merged: its table. */
static char *
merge_shards (QdSweepRaw *const *raws, guint n, GError **error)
{
  g_autoptr(QdMapcolorExperiment) e = qd_mapcolor_experiment_merge (raws, n, NULL, error);

  return e != NULL ? qd_mapcolor_experiment_format_table (e) : NULL;
}

const QdProblem qd_mapcolor_problem = {
  .id = "mapcolor",
  .title = N_("Map Colouring"),
  .description = N_("Colour a map so that neighbours differ: generate, edit, solve, compare"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "australia.map",       N_("Map: Australia") },
    { "usa-48.map",          N_("Map: the 48 Contiguous US States") },
    { "france-regions.map",  N_("Map: the Regions of France") },
    { "fcmac-9.map",         N_("Map: a Nine-Node Graph for FC and MAC") },
    { NULL }
  },
  .merge_shards = merge_shards,
};

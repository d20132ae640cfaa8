/* qd-mapcolor-problem.c — map colouring (statement 000, part 1.2; statement 002, question 2). */
#include "config.h"

#include <glib/gi18n.h>

#include "problems/qd-map.h"
#include "problems/qd-problem.h"
#include "qd-mapcolor-experiment.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (mapcolor)

/* A map's reader has warnings of its own (a neighbour named twice, …).  A
 * map document is read from a map file or from a DIMACS graph (the graph
 * colouring benchmarks), told apart by their first lines; it is written as
 * a map. */
static gpointer
format_parse (const char *text, gsize length, GPtrArray *warnings, GError **error)
{
  if (qd_map_text_is_dimacs (text, length))
    return qd_map_parse_dimacs (text, (gssize) length, warnings, error);
  return qd_map_parse (text, (gssize) length, warnings, error);
}

static char *
format_write (gconstpointer model)
{
  return qd_map_to_string (model);
}

static void
format_free (gpointer model)
{
  qd_map_free (model);
}

static const QdFormat format = {
  .name = "mapcolor",
  .title = N_("Maps"),
  .untitled = N_("Untitled Map"),
  .patterns = (const char *const[]) { "*.map", "*.col", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

/* The DIMACS graphs on their own, read and written (problems/qd-map.h). */
QD_FORMAT_FUNCTIONS_WITH_WARNINGS (dimacs_format, QdMap, qd_map_parse_dimacs, qd_map_to_dimacs_graph, qd_map_free)

static const QdFormat dimacs_format = {
  .name = "dimacs",
  .title = N_("DIMACS Graphs"),
  .untitled = N_("Untitled Graph"),
  .patterns = (const char *const[]) { "*.col", NULL },
  QD_FORMAT_USE_FUNCTIONS (dimacs_format),
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
  .other_formats = (const QdFormat *const[]) { &dimacs_format, NULL },
  .examples = (const QdProblemExample[]) {
    { "australia.map",       N_("Map: Australia") },
    { "usa-48.map",          N_("Map: the 48 Contiguous US States") },
    { "france-regions.map",  N_("Map: the Regions of France") },
    { "fcmac-9.map",         N_("Map: a Nine-Node Graph for FC and MAC") },
    { NULL }
  },
  .merge_shards = merge_shards,
};

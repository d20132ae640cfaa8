/* qd-mapcolor-cli-fcmac.c — `quandary-cli fcmac`: the domain tables of forward
 * checking and MAC on a small graph (statement 002, question 2). */
#include "config.h"
#include "qd-mapcolor-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli/qd-cli-check.h"
#include "cli/qd-cli-outputs.h"
#include "cli/qd-cli-report.h"
#include "problems/mapcolor/qd-mapcolor-fcmac-check.h"
#include "render/mapcolor/qd-mapcolor-fcmac-render.h"
#include "render/mapcolor/qd-mapcolor-run-report.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (mapcolor)

typedef struct {
  char *order_text;
  char *values_text;
  char *method_name;
  char *csv_path;
  QdCliOutputs outputs;
  gboolean want[2];          /* forward checking, MAC */
  GStrv values;
  const char *path;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "order", 'o', 0, G_OPTION_ARG_STRING, &o->order_text,
      N_("The variable order, every region once (default: the order of the file)"), N_("A,B,C,…") },
    { "values", 'v', 0, G_OPTION_ARG_STRING, &o->values_text,
      N_("The values in the order they are tried (default: r,g,b)"), N_("r,g,b") },
    { "method", 'm', 0, G_OPTION_ARG_STRING, &o->method_name,
      N_("fc, mac or both (default: both)"), N_("METHOD") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->csv_path,
      N_("Write the tables as CSV, with the pruned values of each row"), N_("FILE") },
    { NULL }
  };
  GOptionContext *context;

  context = qd_cli_outputs_context_new (_("GRAPH — forward checking and MAC domain tables"), entries, &o->outputs, 0,
    _("GRAPH is a map file: one line per region, “name: neighbour, neighbour, …”.\n"
      "Chronological backtracking with the static order and values runs once with\n"
      "forward checking and once with MAC to the first solution.  stdout: per method,\n"
      "a tab-separated table — a header “<TAB>D_A<TAB>D_B…”, the initial domains,\n"
      "then one row per assignment (“A=r”) or backtrack (“backtrack A”) with every\n"
      "domain after inference (“r,g”, “{}” when wiped out) — framed by lines\n"
      "starting with #.  --png/--svg/--pdf draw the tables side by side.\n"
      "--check compares answers with the tables, line by line, and explains the first\n"
      "difference from the propagation (which assignment or neighbour removed a value)."));
  /* The tables are one run each, not replayed step by step: no --gif. */
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);
  g_autoptr(GError) error = NULL;

  if (!qd_cli_check_parse (context, &o->outputs.check, &argc, &argv) || !qd_cli_report_check (&o->outputs.report))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a GRAPH file is needed") : _("only one GRAPH file is allowed"));
  o->path = argv[1];
  if (!qd_csp_tables_methods_from_string (o->method_name, o->want))
    QD_CLI_USAGE (_("unknown method “%s”: use fc, mac or both"), o->method_name);
  if (!qd_mapcolor_fcmac_parse_values (o->values_text != NULL ? o->values_text : "r,g,b", &o->values, &error))
    QD_CLI_USAGE ("--values: %s", error->message);
  if (qd_cli_check_wanted (&o->outputs.check) && o->csv_path != NULL)
    QD_CLI_USAGE (_("--check prints verdicts, not the tables: it goes with no --csv"));
  return qd_cli_outputs_validate (&o->outputs);
}

/* The map of PATH when it is small enough for domain tables, or NULL and an
 * error naming the file. */
static QdMap *
load_graph (const char *path, GError **error)
{
  QdMap *map = qd_cli_load_format (path, qd_mapcolor_problem.format, error);

  if (map != NULL && map->n_regions > QD_MAPCOLOR_FCMAC_MAX_REGIONS)
    {
      g_set_error (error, QD_MAP_ERROR, QD_MAP_ERROR_RANGE,
                   _("the graph has %u regions; domain tables are for small graphs, at most %d"),
                   map->n_regions, QD_MAPCOLOR_FCMAC_MAX_REGIONS);
      qd_cli_prefix_error (error, path);
      qd_map_free (map);
      return NULL;
    }
  return map;
}

/* Runs the methods asked for and prints their tables; how many there are. */
static guint
run_methods (const Options *o, const QdMap *map, const guint *order, QdCspTable **tables)
{
  static const QdCspTablesMethod methods[2] = { QD_CSP_TABLES_FC, QD_CSP_TABLES_MAC };
  g_autofree char *text = NULL;
  guint n_tables = 0;

  /* The search tree is the report's alone: the tables and the CSV are the rows. */
  QdCspTable *(*run) (const QdMap *, const guint *, const char *const *, guint, QdCspTablesMethod) =
    qd_cli_report_wanted (&o->outputs.report) ? qd_mapcolor_fcmac_run : qd_mapcolor_fcmac_run_rows;

  for (guint m = 0; m < 2; m++)
    if (o->want[m])
      tables[n_tables++] = run (map, order, (const char *const *) o->values, g_strv_length (o->values), methods[m]);
  text = qd_mapcolor_fcmac_text (tables, n_tables);
  fputs (text, stdout);
  return n_tables;
}

/* --report and --report-bundle of the tables. */
static gboolean
write_report (Options *o, const QdMap *map, QdCspTable *const *tables, guint n_tables)
{
  QdReport *report = NULL;

  if (qd_cli_report_wanted (&o->outputs.report))
    {
      report = qd_mapcolor_report_new (o->path, o->outputs.report.palette);
      qd_mapcolor_report_add_fcmac (report, o->path, map, tables, n_tables);
    }
  return qd_cli_report_finish (&o->outputs.report, report, NULL);
}

static int
run_tables (Options *o, const QdMap *map, const guint *order)
{
  QdCspTable *tables[2] = { NULL, NULL };
  guint n_tables = run_methods (o, map, order, tables);
  QdMapcolorFcmacRenderOptions options;
  QdMapcolorFcmacDrawing drawing = { tables, n_tables, &options };
  double width, height;
  int status = QD_EXIT_OK;

  if (o->csv_path != NULL)
    {
      g_autofree char *csv = qd_csp_tables_to_csv (tables, n_tables);

      if (!qd_cli_write_text (o->csv_path, csv))
        status = QD_EXIT_INPUT;
    }
  if (status == QD_EXIT_OK)
    {
      qd_mapcolor_fcmac_render_options_init (&options, qd_cli_pictures_palette (&o->outputs.pictures));
      qd_mapcolor_fcmac_render_get_size (tables, n_tables, &options, &width, &height);
      if (!qd_cli_pictures_write (&o->outputs.pictures, width, height, qd_mapcolor_fcmac_drawing_draw, &drawing))
        status = QD_EXIT_INPUT;
    }
  if (!write_report (o, map, tables, n_tables) && status == QD_EXIT_OK)
    status = QD_EXIT_INPUT;
  for (guint i = 0; i < n_tables; i++)
    qd_csp_tables_free (tables[i]);
  return status;
}

/* --check: the tables once, then every answer against their text. */
static int
run_check (Options *o, const QdMap *map, const guint *order)
{
  const char *inputs[] = { o->path, NULL };
  g_autoptr(QdMapcolorFcmacCheck) check = qd_mapcolor_fcmac_check_new (map, order, (const char *const *) o->values,
                                                                        g_strv_length (o->values), o->want[0],
                                                                        o->want[1]);

  return qd_cli_check_run (&o->outputs.check, inputs, QD_CLI_CHECK_FUNC (qd_mapcolor_fcmac_check_answer), check);
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMap) map = NULL;
  g_autofree guint *order = NULL;
  const QdCliFile input = { NULL, o->path }, csv = { "--csv", o->csv_path };
  int status;

  /* Every output is checked before the work that makes it. */
  if ((status = qd_cli_outputs_check_files (&o->outputs, &input, 1, &csv, 1, QD_EXIT_INPUT)) != QD_EXIT_OK)
    return status;
  qd_cli_report_begin (&o->outputs.report);

  map = load_graph (o->path, &error);
  if (map == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (o->order_text != NULL && !qd_mapcolor_fcmac_parse_order (map, o->order_text, &order, &error))
    {
      qd_cli_usage_error ("--order: %s", error->message);
      return QD_EXIT_USAGE;
    }
  if (qd_cli_check_wanted (&o->outputs.check))
    return run_check (o, map, order);
  return run_tables (o, map, order);
}

static void
clear_options (Options *o)
{
  g_free (o->order_text);
  g_free (o->values_text);
  g_free (o->method_name);
  g_free (o->csv_path);
  g_strfreev (o->values);
  qd_cli_outputs_clear (&o->outputs);
}

QD_CLI_DEFINE_MAIN (, qd_mapcolor_cli_fcmac)

/* qd-mapcolor-cli-fcmac.c — `quandary-cli fcmac`: the domain tables of forward
 * checking and MAC on a small graph (statement 002, question 2). */
#include "config.h"
#include "qd-mapcolor-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "problems/mapcolor/qd-mapcolor-fcmac.h"
#include "render/mapcolor/qd-mapcolor-fcmac-render.h"

int
qd_mapcolor_cli_fcmac (int argc, char **argv)
{
  g_autofree char *order_text = NULL;
  g_autofree char *values_text = NULL;
  g_autofree char *method_name = NULL;
  g_autofree char *csv_path = NULL;
  QdCliPictures pictures = { 0 };
  GOptionEntry entries[] = {
    { "order", 'o', 0, G_OPTION_ARG_STRING, &order_text,
      N_("The variable order, every region once (default: the order of the file)"), N_("A,B,C,…") },
    { "values", 'v', 0, G_OPTION_ARG_STRING, &values_text,
      N_("The values in the order they are tried (default: r,g,b)"), N_("r,g,b") },
    { "method", 'm', 0, G_OPTION_ARG_STRING, &method_name,
      N_("fc, mac or both (default: both)"), N_("METHOD") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &csv_path,
      N_("Write the tables as CSV, with the pruned values of each row"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("GRAPH — forward checking and MAC domain tables"));
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QdMap) map = NULL;
  g_autofree guint *order = NULL;
  g_auto(GStrv) values = NULL;
  QdMapcolorFcmacTable *tables[2] = { NULL, NULL };
  guint n_tables = 0;
  gboolean want[2] = { TRUE, TRUE };
  gsize length;
  int status = QD_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("GRAPH is a map file: one line per region, “name: neighbour, neighbour, …”.\n"
      "Chronological backtracking with the static order and values runs once with\n"
      "forward checking and once with MAC to the first solution.  stdout: per method,\n"
      "a tab-separated table — a header “<TAB>D_A<TAB>D_B…”, the initial domains,\n"
      "then one row per assignment (“A=r”) or backtrack (“backtrack A”) with every\n"
      "domain after inference (“r,g”, “{}” when wiped out) — framed by lines\n"
      "starting with #.  --png/--svg/--pdf draw the tables side by side."));
  qd_cli_pictures_add_entries (context, &pictures);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return QD_EXIT_USAGE;
  if (argc != 2)
    {
      qd_cli_usage_error (argc < 2 ? _("a GRAPH file is needed") : _("only one GRAPH file is allowed"));
      status = QD_EXIT_USAGE;
      goto out;
    }
  if (method_name != NULL)
    {
      QdMapcolorFcmacMethod method;

      if (g_strcmp0 (method_name, "both") == 0)
        ;
      else if (qd_mapcolor_fcmac_method_from_string (method_name, &method))
        {
          want[0] = method == QD_MAPCOLOR_FCMAC_FC;
          want[1] = method == QD_MAPCOLOR_FCMAC_MAC;
        }
      else
        {
          qd_cli_usage_error (_("unknown method “%s”: use fc, mac or both"), method_name);
          status = QD_EXIT_USAGE;
          goto out;
        }
    }
  if (!qd_mapcolor_fcmac_parse_values (values_text != NULL ? values_text : "r,g,b", &values, &error))
    {
      qd_cli_usage_error ("--values: %s", error->message);
      status = QD_EXIT_USAGE;
      goto out;
    }

  if (!qd_cli_read_file (argv[1], &contents, &length))
    {
      status = QD_EXIT_INPUT;
      goto out;
    }
  map = qd_map_parse (contents, length, warnings, &error);
  if (map == NULL)
    {
      qd_cli_input_error (argv[1], error->message);
      status = QD_EXIT_INPUT;
      goto out;
    }
  if (map->n_regions > QD_MAPCOLOR_FCMAC_MAX_REGIONS)
    {
      g_autofree char *message =
        g_strdup_printf (_("the graph has %u regions; domain tables are for small graphs, at most %d"),
                         map->n_regions, QD_MAPCOLOR_FCMAC_MAX_REGIONS);

      qd_cli_input_error (argv[1], message);
      status = QD_EXIT_INPUT;
      goto out;
    }
  for (guint i = 0; i < warnings->len; i++)
    g_printerr ("quandary-cli: %s: warning: %s\n", argv[1], (const char *) g_ptr_array_index (warnings, i));

  if (order_text != NULL && !qd_mapcolor_fcmac_parse_order (map, order_text, &order, &error))
    {
      qd_cli_usage_error ("--order: %s", error->message);
      status = QD_EXIT_USAGE;
      goto out;
    }

  for (guint m = 0; m < 2; m++)
    if (want[m])
      {
        g_autofree char *text = NULL;

        tables[n_tables] = qd_mapcolor_fcmac_run (map, order, (const char *const *) values,
                                         g_strv_length (values), m == 0 ? QD_MAPCOLOR_FCMAC_FC : QD_MAPCOLOR_FCMAC_MAC);
        text = qd_mapcolor_fcmac_table_to_text (tables[n_tables]);
        if (n_tables > 0)
          fputs ("\n", stdout);
        fputs (text, stdout);
        n_tables++;
      }

  if (csv_path != NULL)
    {
      g_autofree char *csv = qd_mapcolor_fcmac_tables_to_csv (tables, n_tables);
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (csv_path);

      if (!qd_save_text (file, csv, -1, &error))
        {
          g_printerr ("quandary-cli: %s\n", error->message);
          status = QD_EXIT_INPUT;
          goto out;
        }
    }

  {
    QdMapcolorFcmacRenderOptions options;
    QdMapcolorFcmacDrawing drawing = { tables, n_tables, &options };
    double width, height;

    qd_mapcolor_fcmac_render_options_init (&options, qd_palette_light ());
    qd_mapcolor_fcmac_render_get_size (tables, n_tables, &options, &width, &height);
    if (!qd_cli_pictures_write (&pictures, width, height, qd_mapcolor_fcmac_drawing_draw, &drawing))
      status = QD_EXIT_INPUT;
  }

out:
  for (guint i = 0; i < n_tables; i++)
    qd_mapcolor_fcmac_table_free (tables[i]);
  qd_cli_pictures_clear (&pictures);
  return status;
}

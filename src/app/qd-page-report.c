/* qd-page-report.c — a page's report and animation (qd-page.h). */
#include "config.h"
#include "config-srcdir.h"
#include "qd-page.h"

#include <glib/gi18n.h>
#include <string.h>

#include "app/qd-problems.h"

gboolean
qd_page_has_animation (QdPage *self)
{
  return QD_PAGE_GET_CLASS (self)->build_animation != NULL;
}

QdAnimation *
qd_page_build_animation (QdPage *self)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);

  return klass->build_animation != NULL ? klass->build_animation (self) : NULL;
}

QdReport *
qd_page_report_new (QdPage *self)
{
  const QdProblem *problem = qd_problems_of_page (GTK_WIDGET (self));
  const char *title = problem != NULL ? _(problem->title) : _("Quandary");
  const char *instance = qd_page_get_title (self);
  const char *colon = strchr (instance, ':');

  /* An example's title may begin with the problem's name or a word of it
   * ("KCell: 7 Cells", "Search: a Small Maze" of State-Space Search):
   * said once in the report's. */
  if (colon != NULL && colon > instance)
    {
      g_autofree char *head = g_strndup (instance, (gsize) (colon - instance));
      gsize len = strlen (head);

      /* A no-break space before the colon (French). */
      if (len >= 2 && g_str_has_suffix (head, "\u00a0"))
        head[len - 2] = '\0';
      g_strstrip (head);
      if (head[0] != '\0' && strstr (title, head) != NULL)
        instance = colon + 1 + strspn (colon + 1, " ");
    }
  return qd_report_new (title, instance);
}

#define EXAMPLES_URI "resource:///io/github/quandary/Quandary/examples/"

char *
qd_page_example_path (const char *uri)
{
  const char *data_dirs[] = { g_getenv ("QD_DATA_DIR"), PKGDATADIR, SRC_DATADIR };

  if (uri == NULL || !g_str_has_prefix (uri, EXAMPLES_URI))
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (data_dirs); i++)
    if (data_dirs[i] != NULL)
      {
        g_autofree char *path = g_build_filename (data_dirs[i], "examples", uri + strlen (EXAMPLES_URI), NULL);

        if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
          return g_steal_pointer (&path);
      }
  return NULL;
}

char *
qd_page_report_path (QdPage *self)
{
  GFile *file = qd_page_get_file (self);

  if (file != NULL)
    return g_file_get_path (file);
  /* A bundled example as it was opened: its copy in the data folder, which
   * the command line reads the same. */
  if (qd_page_get_modified (self))
    return NULL;
  return qd_page_example_path (qd_page_get_source_uri (self));
}

char *
qd_page_report_input (QdPage *self)
{
  char *path = qd_page_report_path (self);

  return path != NULL ? path : g_build_filename (".", qd_page_get_title (self), NULL);
}

void
qd_page_report_add_command (QdReport *report, const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) "quandary-cli");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  qd_report_add_command (report, (const char *const *) argv->pdata);
}

static void
draw_page_picture (cairo_t *cr, double width, double height, gpointer page)
{
  QD_PAGE_GET_CLASS (page)->draw_picture (page, cr, width, height);
}

QdReport *
qd_page_build_report (QdPage *self)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);
  g_autofree char *path = NULL;
  QdReport *report;
  double width, height;

  if (klass->build_report != NULL)
    return klass->build_report (self);
  /* A page with nothing of its own to say: its instance. */
  report = qd_page_report_new (self);
  path = qd_page_report_path (self);
  if (klass->get_picture_size != NULL && klass->get_picture_size (self, &width, &height))
    qd_report_add_instance (report, path, width, height, draw_page_picture, self);
  else
    qd_report_add_instance (report, path, 0, 0, NULL, NULL);
  return report;
}

/* qd-normalform-page-rulesheet.c — a one-shot simultaneous GDL rulesheet
 * read into the tab as its table (problems/normalform/qd-normalform-gdl.h),
 * on a worker: the reasoner plays every joint move once. */
#include "config.h"
#include "qd-normalform-page-private.h"
#include "problems/normalform/qd-normalform-gdl.h"

#include <glib/gi18n.h>

static gpointer
read_work (QdJob *job, gpointer data, GError **error)
{
  return qd_normalform_read_rulesheet (data, error);
}

static void
on_read_done (QdPage *page, QdJob *job)
{
  QdNormalform *game = qd_job_steal_result (job);
  g_autofree char *message = NULL;

  if (game == NULL)
    {
      qd_page_toast_error (page, qd_job_get_error (job));
      return;
    }
  message = g_strdup_printf (_("The game of %s replaced the table"), game->title);
  /* The tab is named after the rulesheet's game (qd_normalform_page_follow_title). */
  qd_page_replace_document (page, game, game->title, message);
}

void
qd_normalform_page_open_rulesheet (QdNormalformPage *self, GFile *file)
{
  char *path = g_file_get_path (file);

  if (path == NULL)
    {
      qd_page_toast (QD_PAGE (self), _("Only a rulesheet on this computer can be read"));
      return;
    }
  qd_page_start_job (QD_PAGE (self), _("Reading the rulesheet"), read_work, path, g_free,
                     (GDestroyNotify) qd_normalform_free, on_read_done);
}

static void
on_chosen (QdPage *page, GFile *file)
{
  qd_normalform_page_open_rulesheet (QD_NORMALFORM_PAGE (page), file);
}

static void
action_open_rulesheet (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  qd_page_choose_file (QD_PAGE (user_data), _("Open a One-Shot GDL Rulesheet"), on_chosen);
}

void
qd_normalform_rulesheet_init (QdNormalformPage *self)
{
  static const GActionEntry actions[] = {
    { "open-rulesheet", action_open_rulesheet },
  };

  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
}

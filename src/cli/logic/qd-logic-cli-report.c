/* qd-logic-cli-report.c — `quandary-cli logic`'s --report and --gif
 * (render/logic: the knowledge base's report, the proof step by step),
 * made from the same queries and algorithm the command asks. */
#include "config.h"
#include "qd-logic-cli.h"

#include "render/logic/qd-logic-animation.h"
#include "render/logic/qd-logic-run-report.h"

gboolean
qd_logic_cli_report (QdCliReport *report, QdLogicDoc *doc, const char *path, const char *entails,
                     QdLogicAlgorithm algorithm, const QdLogicAskOptions *options)
{
  const char *const queries[] = { entails, NULL };
  QdLogicRun run = { doc, path, entails != NULL ? queries : NULL, algorithm, options };
  QdAnimation *animation = NULL;
  QdReport *built;

  if (!qd_cli_report_any (report))
    return TRUE;
  if (qd_cli_report_wants_gif (report))
    {
      g_autoptr(GPtrArray) asked = qd_logic_run_queries (&run);
      g_autoptr(GError) error = NULL;

      /* The first query's proof (the one --entails names). */
      animation = qd_logic_animation_new (doc, g_ptr_array_index (asked, 0), algorithm, options, &error);
      if (animation == NULL)
        {
          g_prefix_error (&error, "%s: --gif: ", path);
          qd_cli_print_error (error);
          return FALSE;
        }
    }
  built = qd_cli_report_wanted (report) ? qd_logic_run_report_new (&run, report->palette) : NULL;
  return qd_cli_report_finish (report, built, animation);
}

/* qd-logic-cli-fol.c — `quandary-cli logic unify TERM1 TERM2` (UNIFY as a
 * tool: the most general unifier as bound and composed, or the failure
 * and why; docs/contracts.md, "logic"); its steps drawn by --png, --svg
 * and --pdf through the proofs' dispatch (render/logic). */
#include "config.h"
#include "cli/qd-cli.h"
#include "qd-logic-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "problems/logic/qd-logic-unify.h"
#include "render/logic/qd-logic-render-proof.h"
#include "render/qd-rendering.h"

/* ---- logic unify */

typedef struct {
  gboolean steps;
  const char *terms[2];
  QdCliPictures pictures;
} Options;

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  GOptionEntry entries[] = {
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("Print UNIFY’s steps: each binding made, then the failure if it fails"), NULL },
    { NULL }
  };

  context = qd_cli_context_new (_("TERM1 TERM2 — the most general unifier of two first-order terms"), entries,
    &o->pictures,
    _("Terms as in a .fol file: variables begin with a lower-case letter (x, y, x17), constants,\n"
      "functions and predicates with a capital or a digit: Knows(John, x), S(S(x)).  A variable\n"
      "of one name is the same in both terms.  Prints answer unified, the unifier as bound (raw)\n"
      "and composed, or answer clash, arity or occurs and why (exit 3).  --png, --svg and --pdf\n"
      "draw UNIFY's steps: the two terms, each binding made, then the unifier or the failure."));
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc != 3)
    QD_CLI_USAGE ("%s", _("two terms are needed: TERM1 TERM2"));
  o->terms[0] = argv[1];
  o->terms[1] = argv[2];
  return TRUE;
}

/* UNIFY's steps drawn (render/qd-fol-render.h's view, by the dispatch). */
static gboolean
write_pictures (const Options *o, const QdLogicUnifyResult *r)
{
  QdLogicProof proof;
  QdPropRenderOptions options;
  double width, height;

  qd_logic_proof_init_unify (&proof, r->fol, r->x, r->y);
  qd_prop_render_options_init (&options, qd_cli_pictures_palette (&o->pictures));
  qd_logic_proof_get_size (&proof, &options, &width, &height);
  return qd_cli_pictures_write (&o->pictures, width, height, qd_rendering_draw,
                                &QD_RENDERING (qd_logic_proof_render, &proof, &options));
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  QdLogicUnifyResult r;
  int status;

  if ((status = qd_cli_check_files (NULL, 0, &o->pictures, NULL, 0)) != QD_EXIT_OK)
    return status;
  if (!qd_logic_unify (o->terms[0], o->terms[1], FALSE, &r, &error))
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  printf ("answer %s\n", qd_logic_unify_status_to_string (r.status));
  if (r.status == QD_LOGIC_UNIFIED)
    printf ("raw %s\ncomposed %s\n", r.raw, r.composed);
  else
    printf ("why %s\n", r.why);
  for (guint i = 0; o->steps && i < r.steps->len; i++)
    printf ("step %s\n", (const char *) g_ptr_array_index (r.steps, i));
  status = r.status == QD_LOGIC_UNIFIED ? QD_EXIT_OK : QD_EXIT_NO_SOLUTION;
  if (qd_cli_pictures_wanted (&o->pictures) && !write_pictures (o, &r))
    status = QD_EXIT_INPUT;
  qd_logic_unify_result_clear (&r);
  return status;
}

static void
clear_options (Options *o)
{
  qd_cli_pictures_clear (&o->pictures);
}

QD_CLI_DEFINE_MAIN (, qd_logic_cli_unify)

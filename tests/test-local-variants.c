/* test-local-variants.c — the table of local-search variants
 * (core/qd-local-variants.h): each row at its id with a name, a label and a
 * phrase, the names apart; a menu's look-ups, positions and lists. */
#include "config.h"

#include <string.h>
#include "core/qd-local-variants.h"

static const QdLocalMenu sideways_menu = QD_LOCAL_MENU_OF (
  QD_LOCAL_VARIANT_STEEPEST, QD_LOCAL_VARIANT_SIDEWAYS, QD_LOCAL_VARIANT_ANNEALING, QD_LOCAL_VARIANT_RESTART_SIDEWAYS);

/* Every row: its id, a name and a label of its own, a phrase; the climbers
 * alone restart or take sideways moves, the sideways ones by AIMA's 100. */
static void
test_rows (void)
{
  for (guint i = 0; i < QD_LOCAL_N_VARIANTS; i++)
    {
      const QdLocalVariant *v = qd_local_variant (i);

      g_assert_cmpuint (v->id, ==, i);
      g_assert_nonnull (v->name);
      g_assert_nonnull (v->label);
      g_assert_nonnull (qd_local_variant_phrase (i));
      g_assert_cmpstr (qd_local_variant_to_string (i), ==, v->name);
      for (guint j = 0; j < i; j++)
        {
          g_assert_cmpstr (qd_local_variant (j)->name, !=, v->name);
          g_assert_cmpstr (qd_local_variant (j)->label, !=, v->label);
        }
      if (v->family != QD_LOCAL_FAMILY_CLIMB)
        g_assert_true (!v->restarts && v->sideways == 0);
      g_assert_cmpuint (v->sideways, ==, (v->uses & QD_LOCAL_USES_SIDEWAYS) ? QD_LOCAL_AIMA_SIDEWAYS : 0);
      g_assert_cmpint (v->restarts, ==, g_str_has_prefix (v->name, "restart"));
    }
  g_assert_cmpstr (qd_local_variant_phrase (QD_LOCAL_VARIANT_RESTART_STOCHASTIC), ==, "stochastic hill climbing");
  g_assert_cmpstr (qd_local_variant_phrase (QD_LOCAL_VARIANT_STOCHASTIC_BEAM), ==, "beam search");
  g_assert_cmpstr (qd_local_variant_label (QD_LOCAL_VARIANT_RESTART_STOCHASTIC), ==, "Random Restarts: Stochastic");
}

/* A menu finds only its own rows, at their place, and lists them. */
static void
test_menu (void)
{
  QdLocalVariantId id = QD_LOCAL_VARIANT_GENETIC;
  g_autofree char *all = qd_local_menu_names (&sideways_menu, 0, ", ", NULL);
  g_autofree char *sideways = qd_local_menu_names (&sideways_menu, QD_LOCAL_USES_SIDEWAYS, ",", NULL);
  g_autofree char *or = qd_local_menu_names (&sideways_menu, 0, ", ", "%s or %s");
  g_autofree char *none = qd_local_menu_names (&sideways_menu, QD_LOCAL_USES_GENETIC, ", ", "%s or %s");

  g_assert_cmpuint (sideways_menu.n, ==, 4);
  g_assert_true (qd_local_menu_lookup (&sideways_menu, "annealing", &id));
  g_assert_cmpint (id, ==, QD_LOCAL_VARIANT_ANNEALING);
  g_assert_false (qd_local_menu_lookup (&sideways_menu, "genetic", &id));
  g_assert_false (qd_local_menu_lookup (&sideways_menu, NULL, &id));
  g_assert_cmpint (id, ==, QD_LOCAL_VARIANT_ANNEALING);
  g_assert_cmpint (qd_local_menu_index (&sideways_menu, QD_LOCAL_VARIANT_RESTART_SIDEWAYS), ==, 3);
  g_assert_cmpint (qd_local_menu_index (&sideways_menu, QD_LOCAL_VARIANT_BEAM), ==, -1);
  g_assert_cmpstr (all, ==, "steepest, sideways, annealing, restart-sideways");
  g_assert_cmpstr (sideways, ==, "sideways,restart-sideways");
  g_assert_cmpstr (or, ==, "steepest, sideways, annealing or restart-sideways");
  g_assert_cmpstr (none, ==, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/local-variants/rows", test_rows);
  g_test_add_func ("/local-variants/menu", test_menu);
  return g_test_run ();
}

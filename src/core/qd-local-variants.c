/* qd-local-variants.c — the table of local searches (qd-local-variants.h). */
#include "config.h"
#include "qd-local-variants.h"

#include <glib/gi18n.h>

/* The climbers' phrases, by their engine's algorithm. */
#define PHRASE_STEEPEST N_("steepest ascent")
#define PHRASE_STOCHASTIC N_("stochastic hill climbing")
#define PHRASE_FIRST_CHOICE N_("first-choice hill climbing")

/* A hill climber's row. */
#define CLIMB(id_, name_, label_, algorithm_, sideways_, restarts_, uses_) \
  [id_] = { .id = id_, .name = name_, .label = label_, .family = QD_LOCAL_FAMILY_CLIMB, \
            .algorithm = algorithm_, .sideways = sideways_, .restarts = restarts_, .uses = uses_, \
            .phrase = algorithm_ == QD_LOCAL_STOCHASTIC ? PHRASE_STOCHASTIC \
                      : algorithm_ == QD_LOCAL_FIRST_CHOICE ? PHRASE_FIRST_CHOICE : PHRASE_STEEPEST }

/* The other families' rows: no restart, no sideways move. */
#define OTHER(id_, name_, label_, family_, phrase_, uses_) \
  [id_] = { .id = id_, .name = name_, .label = label_, .family = family_, \
            .algorithm = family_ == QD_LOCAL_FAMILY_ANNEALING ? QD_LOCAL_ANNEALING : QD_LOCAL_HILL_CLIMBING, \
            .phrase = phrase_, .uses = uses_ }

static const QdLocalVariant variants[QD_LOCAL_N_VARIANTS] = {
  CLIMB (QD_LOCAL_VARIANT_HILL_CLIMBING, "hill-climbing", N_("Hill Climbing"), QD_LOCAL_HILL_CLIMBING, 0, FALSE,
         QD_LOCAL_USES_RESTARTS),
  CLIMB (QD_LOCAL_VARIANT_STEEPEST, "steepest", N_("Steepest Ascent"), QD_LOCAL_HILL_CLIMBING, 0, FALSE, 0),
  CLIMB (QD_LOCAL_VARIANT_SIDEWAYS, "sideways", N_("Steepest Ascent with Sideways Moves"), QD_LOCAL_HILL_CLIMBING,
         QD_LOCAL_AIMA_SIDEWAYS, FALSE, QD_LOCAL_USES_SIDEWAYS),
  CLIMB (QD_LOCAL_VARIANT_STOCHASTIC, "stochastic", N_("Stochastic Hill Climbing"), QD_LOCAL_STOCHASTIC, 0, FALSE, 0),
  CLIMB (QD_LOCAL_VARIANT_FIRST_CHOICE, "first-choice", N_("First-Choice Hill Climbing"), QD_LOCAL_FIRST_CHOICE, 0,
         FALSE, QD_LOCAL_USES_TRIES),
  CLIMB (QD_LOCAL_VARIANT_RESTART, "restart", N_("Random Restarts: Steepest Ascent"), QD_LOCAL_HILL_CLIMBING, 0, TRUE,
         QD_LOCAL_USES_RESTARTS),
  CLIMB (QD_LOCAL_VARIANT_RESTART_SIDEWAYS, "restart-sideways", N_("Random Restarts: Sideways Moves"),
         QD_LOCAL_HILL_CLIMBING, QD_LOCAL_AIMA_SIDEWAYS, TRUE, QD_LOCAL_USES_SIDEWAYS | QD_LOCAL_USES_RESTARTS),
  CLIMB (QD_LOCAL_VARIANT_RESTART_STOCHASTIC, "restart-stochastic", N_("Random Restarts: Stochastic"),
         QD_LOCAL_STOCHASTIC, 0, TRUE, QD_LOCAL_USES_RESTARTS),
  CLIMB (QD_LOCAL_VARIANT_RESTART_FIRST_CHOICE, "restart-first-choice", N_("Random Restarts: First-Choice"),
         QD_LOCAL_FIRST_CHOICE, 0, TRUE, QD_LOCAL_USES_TRIES | QD_LOCAL_USES_RESTARTS),
  OTHER (QD_LOCAL_VARIANT_ANNEALING, "annealing", N_("Simulated Annealing"), QD_LOCAL_FAMILY_ANNEALING, NULL,
         QD_LOCAL_USES_SCHEDULE),
  OTHER (QD_LOCAL_VARIANT_BEAM, "beam", N_("Local Beam Search"), QD_LOCAL_FAMILY_BEAM, N_("beam search"),
         QD_LOCAL_USES_BEAM),
  OTHER (QD_LOCAL_VARIANT_STOCHASTIC_BEAM, "stochastic-beam", N_("Stochastic Beam Search"), QD_LOCAL_FAMILY_BEAM,
         N_("beam search"), QD_LOCAL_USES_BEAM),
  OTHER (QD_LOCAL_VARIANT_GENETIC, "genetic", N_("Genetic Algorithm"), QD_LOCAL_FAMILY_GENETIC, NULL,
         QD_LOCAL_USES_GENETIC),
  OTHER (QD_LOCAL_VARIANT_MIN_CONFLICTS, "min-conflicts", N_("Min-Conflicts"), QD_LOCAL_FAMILY_MIN_CONFLICTS,
         N_("min-conflicts"), 0),
};

const QdLocalVariant *
qd_local_variant (QdLocalVariantId id)
{
  g_return_val_if_fail ((guint) id < QD_LOCAL_N_VARIANTS, &variants[QD_LOCAL_VARIANT_STEEPEST]);
  return &variants[id];
}

const char *
qd_local_variant_to_string (QdLocalVariantId id)
{
  return qd_local_variant (id)->name;
}

const char *
qd_local_variant_label (QdLocalVariantId id)
{
  return _(qd_local_variant (id)->label);
}

const char *
qd_local_variant_phrase (QdLocalVariantId id)
{
  const QdLocalVariant *v = qd_local_variant (id);

  return _(v->phrase != NULL ? v->phrase : v->label);
}

gboolean
qd_local_menu_lookup (const QdLocalMenu *menu, const char *name, QdLocalVariantId *id)
{
  for (guint i = 0; name != NULL && i < menu->n; i++)
    if (g_str_equal (name, qd_local_variant_to_string (menu->ids[i])))
      {
        *id = menu->ids[i];
        return TRUE;
      }
  return FALSE;
}

gint
qd_local_menu_index (const QdLocalMenu *menu, QdLocalVariantId id)
{
  for (guint i = 0; i < menu->n; i++)
    if (menu->ids[i] == id)
      return (gint) i;
  return -1;
}

char *
qd_local_menu_names (const QdLocalMenu *menu, QdLocalUses uses, const char *separator, const char *last_format)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *head = NULL;
  const char *last;

  for (guint i = 0; i < menu->n; i++)
    if (uses == 0 || (qd_local_variant (menu->ids[i])->uses & uses) != 0)
      g_ptr_array_add (names, (gpointer) qd_local_variant_to_string (menu->ids[i]));
  if (last_format == NULL || names->len < 2)
    {
      g_ptr_array_add (names, NULL);
      return g_strjoinv (separator, (char **) names->pdata);
    }
  last = g_ptr_array_index (names, names->len - 1);
  g_ptr_array_index (names, names->len - 1) = NULL;
  head = g_strjoinv (separator, (char **) names->pdata);
  return g_strdup_printf (last_format, head, last);
}

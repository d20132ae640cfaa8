/* qd-local-variants.h — every local search of the engine by name, once:
 * one row per variant with its name on the command line, its label for
 * people, the engine's algorithm and family, its sideways-move limit,
 * whether it restarts, and which parameters it reads (qd-local.h,
 * qd-local-population.h).
 *
 * A problem offers some of the rows, in its own order: a QdLocalMenu.
 * Its command, its tab's dropdown, its experiment and its messages read
 * the names and labels from here.
 */
#pragma once

#include "qd-local.h"

G_BEGIN_DECLS

/* The rows, in the table's order. */
typedef enum {
  QD_LOCAL_VARIANT_HILL_CLIMBING,       /* steepest ascent, the restarts asked for */
  QD_LOCAL_VARIANT_STEEPEST,            /* steepest ascent, no restart, no sideways move */
  QD_LOCAL_VARIANT_SIDEWAYS,            /* steepest ascent with sideways moves */
  QD_LOCAL_VARIANT_STOCHASTIC,          /* an uphill move drawn by its steepness */
  QD_LOCAL_VARIANT_FIRST_CHOICE,        /* moves drawn at random until one improves */
  QD_LOCAL_VARIANT_RESTART,             /* these four: the four above, restarted at random */
  QD_LOCAL_VARIANT_RESTART_SIDEWAYS,
  QD_LOCAL_VARIANT_RESTART_STOCHASTIC,
  QD_LOCAL_VARIANT_RESTART_FIRST_CHOICE,
  QD_LOCAL_VARIANT_ANNEALING,
  QD_LOCAL_VARIANT_BEAM,                /* local beam search: k states */
  QD_LOCAL_VARIANT_STOCHASTIC_BEAM,     /* k states drawn among the successors */
  QD_LOCAL_VARIANT_GENETIC,
  QD_LOCAL_VARIANT_MIN_CONFLICTS,       /* a variable in conflict repaired (AIMA fig. 6.8) */
} QdLocalVariantId;

#define QD_LOCAL_N_VARIANTS 14

/* The engine a variant runs. */
typedef enum {
  QD_LOCAL_FAMILY_CLIMB,                /* qd_local_search: hill climbing of any kind */
  QD_LOCAL_FAMILY_ANNEALING,            /* qd_local_search, QD_LOCAL_ANNEALING */
  QD_LOCAL_FAMILY_BEAM,                 /* qd_beam_search */
  QD_LOCAL_FAMILY_GENETIC,              /* qd_genetic_run */
  QD_LOCAL_FAMILY_MIN_CONFLICTS,        /* the problem's own repair */
} QdLocalFamily;

/* The parameters a variant reads, beyond the seed and the limits. */
typedef enum {
  QD_LOCAL_USES_RESTARTS = 1 << 0,      /* how many random restarts */
  QD_LOCAL_USES_SIDEWAYS = 1 << 1,      /* consecutive sideways moves allowed */
  QD_LOCAL_USES_TRIES    = 1 << 2,      /* draws without an uphill move before it stops */
  QD_LOCAL_USES_SCHEDULE = 1 << 3,      /* the temperature schedule */
  QD_LOCAL_USES_BEAM     = 1 << 4,      /* k, the states kept */
  QD_LOCAL_USES_GENETIC  = 1 << 5,      /* population, selection, mutation, elitism … */
} QdLocalUses;

/* AIMA's limit on consecutive sideways moves (section 4.1.1). */
#define QD_LOCAL_AIMA_SIDEWAYS 100

typedef struct {
  QdLocalVariantId id;
  const char *name;             /* on the command line: "restart-stochastic" */
  const char *label;            /* for people, untranslated (N_): qd_local_variant_label */
  QdLocalFamily family;
  QdLocalAlgorithm algorithm;   /* the engine's (HILL_CLIMBING for the other families) */
  guint sideways;               /* sideways moves allowed by default (0: none) */
  gboolean restarts;            /* a climber that restarts at random at a local optimum */
  QdLocalUses uses;
  const char *phrase;           /* in a sentence, untranslated (N_): "steepest ascent", the
                                 * family's name for the climbers (NULL: the label) */
} QdLocalVariant;

/* The row of a variant (any id below QD_LOCAL_N_VARIANTS). */
const QdLocalVariant *qd_local_variant              (QdLocalVariantId id);
const char           *qd_local_variant_to_string    (QdLocalVariantId id);
/* The translated label: "Random Restarts: Stochastic". */
const char           *qd_local_variant_label        (QdLocalVariantId id);
/* The translated phrase: "stochastic hill climbing" (the label when none). */
const char           *qd_local_variant_phrase       (QdLocalVariantId id);

/* The variants a problem offers, in the order it shows them. */
typedef struct {
  const QdLocalVariantId *ids;
  guint n;
} QdLocalMenu;

/* A menu of the ids given, in that order, for a file-scope initializer:
 *   const QdLocalMenu qd_x_algorithms = QD_LOCAL_MENU_OF (QD_LOCAL_VARIANT_STEEPEST, …); */
#define QD_LOCAL_MENU_OF(...) \
  { (const QdLocalVariantId[]) { __VA_ARGS__ }, \
    sizeof ((const QdLocalVariantId[]) { __VA_ARGS__ }) / sizeof (QdLocalVariantId) }

/* The variant of that name among the menu's (NULL: FALSE). */
gboolean qd_local_menu_lookup (const QdLocalMenu *menu, const char *name, QdLocalVariantId *id);
/* The menu's position of id, or -1. */
gint     qd_local_menu_index  (const QdLocalMenu *menu, QdLocalVariantId id);
/* The names of the menu's variants that use any of `uses` (0: all of
 * them), in its order, joined by `separator`, the last two by
 * `last_format` when it is not NULL ("%s or %s", translated): with
 * QD_LOCAL_USES_SIDEWAYS, ", " and NULL, "sideways, restart-…".  Free it. */
char    *qd_local_menu_names  (const QdLocalMenu *menu, QdLocalUses uses, const char *separator,
                               const char *last_format);

G_END_DECLS

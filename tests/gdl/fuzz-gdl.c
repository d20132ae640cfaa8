/* fuzz-gdl.c — what the GDL fuzz target checks of a rulesheet it reads
 * (tests/fuzz/fuzz-format.c): read without grounding, the compiled
 * evaluation (src/problems/gdl/qd-gdl-flat.c) and qd-gdl-join.c's give the
 * same states, terminal, goal values and legal moves in a short seeded
 * random game (gdl-flat-compare.h; a state past a limit on either side
 * ends the game there), and a rulesheet one refuses the other refuses with
 * the same message. */
#include "config.h"

#include <string.h>

#include "problems/gdl/qd-gdl-sheet.h"
#include "fuzz/fuzz-check.h"
#include "gdl-flat-compare.h"

void
qd_fuzz_check (gconstpointer model)
{
  const QdGdlSheet *sheet = model;
  g_autoptr(GError) error = NULL;

  if (sheet->game == NULL)
    return;
  compare_tolerant = TRUE;
  compare_text (sheet->text, strlen (sheet->text), "fuzz.kif", 1, 6, &error);
}

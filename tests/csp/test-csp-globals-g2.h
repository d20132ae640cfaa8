/* test-csp-globals-g2.h — the parts of the test. */
#pragma once

void g2_add_language_tests   (void);
void g2_add_scheduling_tests (void);

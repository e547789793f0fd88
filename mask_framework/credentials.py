"""Credentials, grades and registrations written after a clinician's name ('Daniel Ferreira, MD', 'R. Tan  OT').

The clean-up trims them from a name's span, and a signature's initials and surname before one are a name
(``patterns/names.py``)."""

#: credentials and role abbreviations written next to a name ('Daniel Ferreira, MD', 'MD - Valley ...')
CREDENTIALS = frozenset({
    "MD", "DO", "RN", "LPN", "NP", "CNA", "PA", "PA-C", "PhD", "PsyD", "PharmD", "DDS", "DMD", "DPT", "OT", "PT",
    "MBBS", "MBChB", "BMBS", "FRCP", "FRCS", "FRCPC", "FRCSC", "MRCP", "MRCGP", "FRACP", "FRACS", "FRANZCO",
    "FACS", "FACC", "FACP", "FAAP", "FCCP", "LICSW", "LCSW", "MSW", "CNM", "DNP", "FNP", "LPC", "LMFT", "RD",
    "CGC", "DPM", "MNZAS",  # a genetic counsellor, a podiatrist, an audiologist in New Zealand
    "CRNA", "PMHNP", "BC", "MSc", "BSc", "MA", "MPH", "CCC-SLP", "SLP", "OTR", "DC", "OD", "vpk", "VPK",
    # UK, Irish and Commonwealth colleges and nursing registrations ('Dr Fiona Balfour MRCPsych')
    "MRCPsych", "FRCPsych", "MRCS", "FRCSEd", "FRCA", "FRCR", "FRCOG", "MRCOG", "MRCPCH", "FRCPCH", "FRCGP",
    "FRCSI", "FRCOphth", "MRCOphth", "MCh", "FACSEP", "FCICM", "CDE",
    "MRCPI", "FRCPI", "MICGP", "FRACGP", "FRANZCP", "FRANZCOG", "FANZCA", "FACEM", "FCEM", "FRCEM", "CCFP", "FCFP",
    "MBBCh", "BAO", "RGN", "RMN", "RSCN", "RPN", "IBCLC", "APRN", "MSN", "ANP", "CNS", "BCBA",
    # grades and registrations written after a name on theatre lists and rotas ('Oluwaseun Bankole SN (OB)',
    # 'Aroha Tane RM', 'Dr Sam Lee SHO'): left in, they would make the name's initials 'OBS'
    "SN", "RM", "SHO", "RMO", "ACP", "CPN", "LMSW", "ODP", "HCA",
    # an enrolled nurse, and an Irish clinical nurse manager's grade ('Deng Majok EN', 'Mary-Kate Ryan CNM2')
    "EN", "CNM1", "CNM2", "CNM3"})
